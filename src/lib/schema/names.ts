// Names members show on the community: they may not pass for the company or its staff. The same
// words and characters are refused by firestore.rules (isHonestName); tests/rules/names.test.ts
// checks that the two lists agree and runs the same names through both.
import { z } from './zod';

/** Words a member's name may not contain, ignoring case, invisible format characters and combining
 *  marks (so "Ad\u200Bmin" and "Ad\u0301min" count). Substrings, so "Stafford" is refused too:
 *  a few real names pay for "StructuraTeam" and "xAdminx" never getting through. */
export const STAFF_WORDS = ['structura', 'staff', 'admin', 'moderator', 'team', 'official'] as const;

// Control characters and the bidirectional marks and overrides that can reorder what is shown.
const HIDDEN_CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const INVISIBLE = /[\p{Cf}\p{Mn}]/gu;

const hasHiddenControl = (name: string) => HIDDEN_CONTROL.test(name);
const hasStaffWord = (name: string) => {
  const plain = name.toLowerCase().replace(INVISIBLE, '');
  return STAFF_WORDS.some((w) => plain.includes(w));
};

export const NAME_MESSAGES = {
  hiddenControl: 'Remove the hidden control characters from the name',
  staffWord:
    'Names can\'t include "Structura", "staff", "admin", "moderator", "team" or "official": those are kept for our staff',
} as const;

export const isHonestName = (name: string): boolean => !hasHiddenControl(name) && !hasStaffWord(name);

/** The zod checks for a display name (after trimming), each with its own message. */
export const honestNameChecks = [
  z.refine<string>((v) => !hasHiddenControl(v), NAME_MESSAGES.hiddenControl),
  z.refine<string>((v) => !hasStaffWord(v), NAME_MESSAGES.staffWord),
] as const;
