import { z } from './zod.ts';

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

/** Whether a value is a link the site may use (the LINK rule above, at most 2048 characters). */
export const isSafeLink = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 2048 && LINK.test(value);

/** Read side: a stored link is parsed again when read (data written by the Admin SDK, the seed or
 *  an older version never met the rules): anything but an https:// link or a site path reads as ''
 *  (no link, no image). */
export const storedLink = () =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((v) => (isSafeLink(v) ? v : '')),
    ),
    '',
  );

/** The same where a missing or bad link reads as null (branding). */
export const storedLinkOrNull = () =>
  z.catch(
    z.pipe(
      z.nullable(z.string()),
      z.transform((v) => (isSafeLink(v) ? v : null)),
    ),
    null,
  );
