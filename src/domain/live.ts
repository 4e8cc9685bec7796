// The server's flag for "public now" on blog posts and case studies. Only the publishing functions
// set it (functions/src/publishing: when a published article's time comes); visitors' queries, the
// rules (isPublic, liveKept) and the site function read it; a staff save may only clear it. A module
// of its own, with nothing else in it, so the public first paint can name it without loading zod.
export const LIVE_FIELD = 'live';

/** Public at `now` (issue 29): `live` and inside its time, publishedAt <= now < unpublishAt (where
 *  set). The flag alone is not enough: between an article's unpublish time and the publishing
 *  task (late, or lost until the overdue sweep) it is still `live`. Times as ISO strings or Dates. */
export function isPublicAt(
  a: { live?: unknown; publishedAt?: string | Date | null; unpublishAt?: string | Date | null },
  now: number = Date.now(),
): boolean {
  const at = (t: string | Date | null | undefined) => (t instanceof Date ? t.getTime() : t ? Date.parse(t) : NaN);
  const published = at(a.publishedAt);
  const unpublish = at(a.unpublishAt);
  return a.live === true && published <= now && !(unpublish <= now);
}
