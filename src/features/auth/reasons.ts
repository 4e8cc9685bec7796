// What a person is told when their sign-in or sign-up input does not fit (./schema.ts builds the
// schemas with a language's reasons: English for the back office's login and by default; the
// community's dialog in the page's language, from the catalogs in src/i18n/messages). Zod-free,
// so the English catalog can import it without pulling the schemas in.
import { NAME_MESSAGES } from '@/lib/schema/name-messages';

export const AUTH_REASONS = {
  emailEmpty: 'Enter your email address',
  emailInvalid: 'Enter a valid email address',
  passwordEmpty: 'Enter your password',
  passwordShort: (min: number) => `Use at least ${min} characters`,
  nameEmpty: 'Tell us the name to show on your posts',
  nameLong: 'Keep the name to 80 characters or fewer',
  nameUncomparable: 'Type the name with ordinary letters: it has characters we cannot compare with other names',
  name: NAME_MESSAGES,
};
export type AuthReasons = typeof AUTH_REASONS;
