// Names members show on the community: they may not pass for the company or its staff. The same
// words and characters are refused by firestore.rules (isHonestName); tests/rules/identity.test.ts
// and tests/rules/forgery.test.ts check that the two agree and run the same names through both (a
// fast-check generator of look-alikes among them).
import { NAME_MESSAGES, type NameMessages } from './name-messages';
import { z } from './zod';

export { NAME_MESSAGES };

/** Words a member's name may not contain, ignoring case, invisible format characters, accents and
 *  look-alike letters (so "Ad\u200Bmin", "Ádmin", "Site Adm\u0131n" and Cyrillic "Аdmin" count).
 *  Substrings, so "Stafford" is refused too: a few real names pay for "StructuraTeam" and "xAdminx"
 *  never getting through. */
export const STAFF_WORDS = ['structura', 'staff', 'admin', 'moderator', 'team', 'official'] as const;

/** Letters Unicode normalisation does not fold but that pass for a Latin letter of the staff words:
 *  other scripts' and phonetic letters, and the few digits and signs people type for them. Each
 *  maps to the letter it passes for; `l` and `i` are one letter here (a capital I reads as l in most
 *  fonts), so the staff words are compared in that folded form too. firestore.rules carries the
 *  same table, widened to every character that folds to these letters (tests/rules/name-classes.ts
 *  generates it from this function). */
export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  a: '\u0430\u0251\u03B1\u1D00@',
  c: '\u0441\u03F2\u1D04\u0188',
  d: '\u0501\u1D05\u0257',
  e: '\u0435\u04BD\u03B5\u1D07',
  f: '\uA799\u0192',
  i: 'l\u0131\u0456\u03B9\u0269\u04CF\u026A\u0458\u0399|1\u01C0',
  m: '\u043C\u1D0D\u0271',
  n: '\u0578\u0274\u0273\u043F',
  o: '\u043E\u03BF\u0585\u1D0F\u03C3\u00F80',
  r: '\u0433\u0280\u1D26\u027E',
  s: '\u0455\uA731\u0282$',
  t: '\u0442\u03C4\u1D1B\u01AB',
  u: '\u03C5\u057D\u1D1C\u028B\u0446',
};
const FOLD = new Map(Object.entries(LOOK_ALIKES).flatMap(([letter, chars]) => [...chars].map((c) => [c, letter])));

// Control characters and the bidirectional marks and overrides that can reorder what is shown.
const HIDDEN_CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\p{Cf}\p{Mn}]/gu;

/** A compatibility character: one NFKC replaces (fullwidth Ｓ, mathematical 𝐒, circled ⓢ, ſ, ﬀ,
 *  superscripts...). Refused outright, here and in the rules, which cannot normalise. */
export const isCompatibilityChar = (ch: string) => ch.normalize('NFKC') !== ch.normalize('NFC');

/** The form names are compared in: NFKC, accents and invisible characters removed, lower case,
 *  look-alikes folded to the letter they pass for. */
export const foldName = (name: string): string =>
  [...name.normalize('NFKC').normalize('NFD').toLowerCase().replace(INVISIBLE, '')]
    .map((c) => FOLD.get(c) ?? c)
    .join('');

/** The staff words in their folded form ("official" is "officiai"). */
export const FOLDED_STAFF_WORDS = STAFF_WORDS.map(foldName);

const hasHiddenControl = (name: string) => HIDDEN_CONTROL.test(name);
const hasCompatibility = (name: string) => [...name].some(isCompatibilityChar);
const hasStaffWord = (name: string) => {
  const plain = foldName(name);
  return FOLDED_STAFF_WORDS.some((w) => plain.includes(w));
};

export const isHonestName = (name: string): boolean =>
  !hasHiddenControl(name) && !hasCompatibility(name) && !hasStaffWord(name);

/** The zod checks for a display name (after trimming), each with its own message (in a language:
 *  src/features/auth/reasons.ts; English by default). */
export const honestNameChecksFor = (m: NameMessages = NAME_MESSAGES) =>
  [
    z.refine<string>((v) => !hasHiddenControl(v), m.hiddenControl),
    z.refine<string>((v) => !hasCompatibility(v), m.compatibility),
    z.refine<string>((v) => !hasStaffWord(v), m.staffWord),
  ] as const;
export const honestNameChecks = honestNameChecksFor();
