// All emulator seed data, importable without Firebase (tests, scripts).
// Timestamps are ISO-8601 strings; scripts/seed.ts writes them as Firestore Timestamps.
export * from './types';
export { SEED_ANCHOR, daysAgo, daysFromNow } from './time';
export { accounts, account } from './accounts';
export { branding, featureToggles } from './settings';
export { resources } from './resources';
export { team } from './team';
export { faqs } from './faqs';
export { socialLinks, type SeedSocialLink } from './social-links';
export { blogPosts, submittedPosts } from './blog-posts';
export { caseStudies } from './case-studies';
export { communityPosts } from './community-posts';
export { leads } from './leads';
export { media, type SeedMedia } from './media';
export { leadAttribution, trafficDays, TRAFFIC_DAYS } from './traffic';
export { pageTranslations } from './page-translations';
export { articleTranslations, type SeedTranslation } from './translations';
