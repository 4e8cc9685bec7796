import { z } from './zod';

// A link the site may show: https:// or a path on this site ("/downloads/x.pdf"); never
// javascript:, data: or plain http, and a site path may not start with // or /\ (a browser reads
// those as another host). Mirrored by `isLink` in firestore.rules.
const LINK = /^(https:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/;
const LINK_OR_EMPTY = new RegExp(`^$|${LINK.source}`);
const MESSAGE = 'Use an https:// link or a site path starting with /';

export const link = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`), z.regex(LINK, MESSAGE));

/** The same, where empty means "none" (e.g. a team photo: initials show instead). */
export const linkOrEmpty = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`), z.regex(LINK_OR_EMPTY, MESSAGE));
