// Entry point of the Cloud Functions (2nd gen). Each folder is one concern:
//   leads/       demo request -> email + webhook, retried with back-off (Cloud Tasks)
//   site/        sitemap.xml, rss.xml and real status codes (404, 301) behind Hosting rewrites
//   publishing/  articles go public (`live`) at their time: a trigger on the schedule, Cloud Tasks
// Built by functions/build.mjs (esbuild; the app's schemas come from src/ through `@/`).
import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { notifyLead, retryLeadNotification } from './leads/functions';
export { publishArticle, scheduleArticle } from './publishing/functions';
export { site } from './site/function';
