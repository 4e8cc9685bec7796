// Entry point of the Cloud Functions (2nd gen). Each folder is one concern:
//   leads/       demo request -> email + webhook, retried with back-off (Cloud Tasks)
//   site/        every public page rendered on request, sitemap.xml, rss.xml, real status codes
//   analytics/   /api/collect: first-party, cookieless page views, demo opened and Web Vitals,
//                counted into daily documents (docs/analytics.md)
//   publishing/  articles go public (`live`) at their time: a trigger on the schedule, Cloud Tasks,
//                and a sweep every 10 minutes for any that were missed; an article's translations
//                follow it (live only with it, deleted with it)
// Built by functions/build.mjs (esbuild; the app's schemas come from src/ through `@/`).
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { analyticsDrain, analyticsRollup, collectBeacon } from './analytics/function';
export { notifyLead, retryLeadNotification } from './leads/functions';
export { blogPostDeleted, caseStudyDeleted } from './publishing/deleted';
export { publishArticle, publishOverdue, scheduleArticle } from './publishing/functions';
export { site } from './site/function';
