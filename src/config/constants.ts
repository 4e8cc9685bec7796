// Business constants from the product spec (section 9).
export const HEADER_SCROLL_THRESHOLD_PX = 50;
export const DEMO_SUBMIT_DELAY_MS = 1000;
export const DEMO_THANK_YOU_MS = 3000;
/** Firestore queues writes while offline instead of failing them: give up waiting after this. */
export const WRITE_ACK_TIMEOUT_MS = 10_000;
export const CONTENT_SAVE_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const COPYRIGHT_YEAR = 2025;
export const SITE_NAME = 'Structura AI';
export const SITE_TAGLINE = 'AI automation for structural engineering: design faster, build leaner.';

export const FEATURE_TOGGLE_NAMES = [
  'documentation',
  'video-tutorials',
  'templates',
  'learning-paths',
  'events',
  'jobs',
  'blog',
  'case-studies',
] as const;
export type FeatureToggleName = (typeof FEATURE_TOGGLE_NAMES)[number];
