// The server's flag for "public now" on blog posts and case studies. Only the publishing functions
// set it (functions/src/publishing: when a published article's time comes); visitors' queries, the
// rules (isPublic, liveKept) and the site function read it; a staff save may only clear it. A module
// of its own, with nothing else in it, so the public first paint can name it without loading zod.
export const LIVE_FIELD = 'live';
