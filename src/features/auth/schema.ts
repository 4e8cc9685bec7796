import { displayNameKey, isFoldableName } from '@/domain/display-names';
import { honestNameChecksFor } from '@/lib/schema/names';
import { AUTH_REASONS, type AuthReasons } from './reasons';
import { z } from '@/lib/schema/zod';

// What a person types to sign in or create an account: one set of rules for the admin login and
// the community dialog, worded in a language (./reasons.ts: English by default; the dialog builds
// them with the page's language's). Email is trimmed before it is checked and sent.

/** The identity service's own minimum is 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

export function authSchemasFor(r: AuthReasons = AUTH_REASONS) {
  const email = z.pipe(z.string().check(z.trim(), z.minLength(1, r.emailEmpty)), z.email(r.emailInvalid));
  return {
    signIn: z.object({ email, password: z.string().check(z.minLength(1, r.passwordEmpty)) }),
    /** "Forgot your password?": the address to send the reset link to. */
    reset: z.object({ email }),
    signUp: z.object({
      displayName: z.string().check(
        z.trim(),
        // Composed as one name is stored and compared (issue 29: "é" typed as e and an accent is "é").
        z.normalize('NFC'),
        z.minLength(1, r.nameEmpty),
        z.maxLength(80, r.nameLong),
        ...honestNameChecksFor(r.name),
        z.refine<string>((v) => displayNameKey(v) !== '', r.nameEmpty),
        z.refine<string>((v) => isFoldableName(v), r.nameUncomparable),
      ),
      email,
      password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, r.passwordShort(MIN_PASSWORD_LENGTH))),
    }),
  };
}

const ENGLISH = authSchemasFor();
export const signInSchema = ENGLISH.signIn;
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export const resetPasswordSchema = ENGLISH.reset;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
export const signUpSchema = ENGLISH.signUp;
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
