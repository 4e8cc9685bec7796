import { z } from './zod';

/** A link the site may show: https:// or a path on this site ("/downloads/x.pdf"); never
 *  javascript:, data: or plain http. Mirrored by `isLink` in firestore.rules. */
export const link = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(max, `At most ${max} characters`),
      z.regex(/^(https:\/\/[^\s]+|\/[^\s]*)$/, 'Use an https:// link or a site path starting with /'),
    );
