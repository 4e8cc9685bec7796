import { displayNameKey, isFoldableName } from '@/domain/display-names';
import { honestNameChecks } from '@/lib/schema/names';
import { z } from '@/lib/schema/zod';

// What a person types to sign in or create an account: one set of rules for the admin login and
// the community dialog. Email is trimmed before it is checked and sent.
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'Enter your email address')),
  z.email('Enter a valid email address'),
);

export const signInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'Enter your password')),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

/** "Forgot your password?": the address to send the reset link to. */
export const resetPasswordSchema = z.object({ email });
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;

/** The identity service's own minimum is 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;

const NAME_UNCOMPARABLE = 'Type the name with ordinary letters: it has characters we cannot compare with other names';

export const signUpSchema = z.object({
  displayName: z.string().check(
    z.trim(),
    // Composed as one name is stored and compared (issue 29: "é" typed as e and an accent is "é").
    z.normalize('NFC'),
    z.minLength(1, 'Tell us the name to show on your posts'),
    z.maxLength(80, 'Keep the name to 80 characters or fewer'),
    ...honestNameChecks,
    z.refine<string>((v) => displayNameKey(v) !== '', 'Tell us the name to show on your posts'),
    z.refine<string>((v) => isFoldableName(v), NAME_UNCOMPARABLE),
  ),
  email,
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)),
});
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;
