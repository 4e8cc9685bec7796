// One member, one name (issue 29, class 8). A profile's display name is held by a claim document,
// display_names/{key} = { uid }, written in the same batch as the profile, which names the key
// (users/{uid}.nameKey; src/features/auth/listen.ts). firestore.rules require it for every
// non-empty profile name and for the name on a post or reply. The key is the name folded for case
// and NFKC, so "Tomás", "tomás", "TOMÁS" and the fullwidth "Ｔｏｍáｓ" are one name. Rules cannot
// normalise or change the case of a non-ASCII letter (upper() and lower() are ASCII-only), so
// they check the key instead of computing it: the key holds no capital (hasCaseVariantChar) and
// matches the name case-insensitively (RE2's `(?i)`, simple case folding, as JavaScript's `iu`),
// and the name is one NFKC leaves as it is. It imports only the collections' names: the auth
// listener loads it early.
import { COLLECTIONS } from './collections.ts';

/** Characters that show nothing: format characters (zero-width space and joiners, bidirectional
 *  marks, soft hyphen...), the combining grapheme joiner, variation selectors, Khmer and Mongolian
 *  invisibles. The fold drops them, so "Tomas" and "Tom\u200Bas" are one name. firestore.rules
 *  stripIgnorable carries the same class (RE2 syntax here; tests/rules/name-classes.ts writes it). */

export const IGNORABLE_SOURCE =
  '[\\p{Cf}\\x{34F}\\x{17B4}-\\x{17B5}\\x{180B}-\\x{180F}\\x{FE00}-\\x{FE0F}\\x{E0100}-\\x{E01EF}]';
const IGNORABLE = new RegExp(IGNORABLE_SOURCE.replace(/\\x\{/g, '\\u{'), 'gu');
const stripIgnorable = (name: string) => name.replace(IGNORABLE, '');

/** One letter for each set of letters that differ only in case (Unicode simple case folding, as
 *  regular expressions with the `i` flag compare them): the lower-case one ("É" is "é", "Σ" and
 *  "ς" are "σ"); a letter alone in its set stays ("İ", "ı", "ß"). */
export function caseRepresentative(ch: string): string {
  const single = (s: string) => ([...s].length === 1 ? s : null);
  const same = (other: string | null) => other !== null && new RegExp(`^${escapeRegExp(ch)}$`, 'iu').test(other);
  const viaUpper = single(ch.toUpperCase());
  const lowerOfUpper = viaUpper && single(viaUpper.toLowerCase());
  if (same(lowerOfUpper)) return lowerOfUpper!;
  const lower = single(ch.toLowerCase());
  return same(lower) ? lower! : ch;
}
const escapeRegExp = (ch: string) => ch.replace(/[\\^$.*+?()[\]{}|/]/gu, '\\$&');
const REPRESENTATIVES = new Map<string, string>();
const representative = (ch: string) => {
  let r = REPRESENTATIVES.get(ch);
  if (r === undefined) REPRESENTATIVES.set(ch, (r = caseRepresentative(ch)));
  return r;
};

/** The name as compared: NFKC, each letter in its case representative, invisible characters
 *  dropped, every run of spaces one space, none at either end. */
export const foldDisplayName = (name: string): string =>
  stripIgnorable([...name.normalize('NFKC')].map(representative).join(''))
    .replace(/\p{Z}+/gu, ' ')
    .replace(/^ | $/g, '');

/** A folded name as a document id: `%`, `/`, `.`, `_` and `\\` percent-encoded (lower-case hex, so
 *  the key has no capital), so no name makes an invalid id ("a/b", "." or "..", "__x__"). */
export const encodeNameKey = (folded: string): string =>
  folded.replace(/%/g, '%25').replace(/\//g, '%2f').replace(/\./g, '%2e').replace(/_/g, '%5f').replace(/\\/g, '%5c');

/** display_names/{key}'s key for a name; '' for a name with nothing to show. */
export const displayNameKey = (name: string): string => encodeNameKey(foldDisplayName(name));

export const DISPLAY_NAMES = COLLECTIONS.displayNames;

/** The claim document's path for a name. */
export const displayNamePath = (name: string): string => `${DISPLAY_NAMES}/${displayNameKey(name)}`;

// Hangul conjoining jamo: NFC composes them into syllables, and the rules refuse them outright
// rather than list every syllable (Korean keyboards type syllables).
const CONJOINING_JAMO = /[\u1100-\u11FF\uA960-\uA97F\uD7B0-\uD7FF]/u;

/** A name the rules can fold: NFKC leaves it as it is (no compatibility character, composed), also
 *  with its invisible characters dropped, and no conjoining jamo. The sign-up form composes (NFC)
 *  what is typed and refuses compatibility characters, so every name it sends is one. */
export const isFoldableName = (name: string): boolean => {
  const visible = stripIgnorable(name);
  return name === name.normalize('NFKC') && visible === visible.normalize('NFKC') && !CONJOINING_JAMO.test(name);
};

export const NAME_TAKEN_MESSAGE = 'That name is already used by another member: choose another';
