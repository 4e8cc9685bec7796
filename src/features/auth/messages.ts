/**
 * Human messages for the identity service's errors: the one table for the admin login and the
 * community sign-in, sign-up and password reset. No account enumeration: a wrong password, an
 * unknown user and a malformed email all read the same, so a sign-in never tells whether an
 * account exists; sign-up and password reset end on the same "check your inbox" words whether or
 * not the address has an account (checkInboxMessage, resetSentMessage).
 */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Incorrect email or password. Check them and try again.',
  disabled: 'This account has been disabled. Contact the site administrator if you think this is a mistake.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  network: "We couldn't reach the sign-in service. Check your connection and try again.",
  weakPassword: 'Choose a stronger password of at least 6 characters.',
  unknown: 'Something went wrong. Please try again.',
} as const;
export type AuthMessage = keyof typeof AUTH_MESSAGES;

const BY_CODE: Record<string, AuthMessage> = {
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-login-credentials': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/user-not-found': 'wrongCredentials',
  'auth/invalid-email': 'wrongCredentials',
  'auth/user-disabled': 'disabled',
  'auth/too-many-requests': 'tooManyAttempts',
  'auth/network-request-failed': 'network',
  'auth/weak-password': 'weakPassword',
};

/** Which message an error gets ('unknown' for anything not in the table). */
export function authMessageKey(error: unknown): AuthMessage {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' && Object.hasOwn(BY_CODE, code) && BY_CODE[code]) || 'unknown';
}

/** The words to show for a failed sign-in or sign-up. */
export function authErrorMessage(error: unknown): string {
  return AUTH_MESSAGES[authMessageKey(error)];
}

/** After "Create account": a new account got a verification link; an address that already had an
 *  account got a password-reset link instead (src/lib/data/firebase/auth.ts). The same words for both. */
export const checkInboxMessage = (email: string) =>
  `We've sent an email to ${email}. Open the link in it to continue. Nothing there after a few minutes? Check your spam folder.`;

/** After "Send reset link", whether or not the address has an account. */
export const resetSentMessage = (email: string) =>
  `If ${email} belongs to an account, we've sent it a link to choose a new password. Check your inbox.`;

/** Sign-up errors that read as success: the address is taken, and its owner was emailed. */
export const looksSent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/email-already-in-use';
