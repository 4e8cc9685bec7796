// What a member is told when their display name would pass for the company or its staff
// (./names.ts; the rules refuse the same names). Zod-free: the catalogs import the English words
// (src/features/auth/reasons.ts) without pulling the schemas in.
export const NAME_MESSAGES = {
  hiddenControl: 'Remove the hidden control characters from the name',
  compatibility: 'Use plain letters in the name (no fullwidth, mathematical, circled or other styled letters)',
  staffWord:
    'Names can\'t include "Structura", "staff", "admin", "moderator", "team" or "official": those are kept for our staff',
};
export type NameMessages = typeof NAME_MESSAGES;
