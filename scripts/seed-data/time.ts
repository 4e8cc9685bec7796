// Seed clock. Every date in the seed is relative to the start of the current UTC day, so two runs
// on the same day write identical data (idempotent), and "upcoming" events stay in the future
// whenever the seed is run. The emulator scripts pin that day in SEED_DAY (YYYY-MM-DD) for every
// process they start, so a seed written before midnight UTC and the tests that read it after agree.
// Dates are ISO-8601 strings here (the app's shape); scripts/seed.ts turns them into Firestore
// Timestamps.
const DAY_MS = 24 * 60 * 60 * 1000;

/** 00:00:00.000 UTC of SEED_DAY when set, else of today when the seed data is first imported. */
export const SEED_ANCHOR: Date = (() => {
  const pinned = typeof process === 'undefined' ? undefined : process.env.SEED_DAY;
  if (pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned)) return new Date(`${pinned}T00:00:00.000Z`);
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
})();

/** ISO string `days` before today's anchor, at `hour`:`minute` UTC (days >= 1 is always in the past). */
export function daysAgo(days: number, hour = 9, minute = 0): string {
  return new Date(SEED_ANCHOR.getTime() - days * DAY_MS + (hour * 60 + minute) * 60 * 1000).toISOString();
}

/** ISO string `days` after today's anchor, at `hour`:`minute` UTC (days >= 1 is always in the future). */
export function daysFromNow(days: number, hour = 9, minute = 0): string {
  return daysAgo(-days, hour, minute);
}
