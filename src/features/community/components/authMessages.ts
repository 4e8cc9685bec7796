/** Human messages for the identity service's error codes. */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': "That email and password don't match an account. Check them and try again.",
  'auth/user-not-found': "That email and password don't match an account. Check them and try again.",
  'auth/wrong-password': "That email and password don't match an account. Check them and try again.",
  'auth/email-already-in-use': 'An account with this email already exists. Sign in instead.',
  'auth/weak-password': 'Choose a stronger password of at least 6 characters.',
  'auth/invalid-email': "That email address doesn't look right. Check it and try again.",
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': "We couldn't reach the sign-in service. Check your connection and try again.",
};

export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return (typeof code === 'string' && MESSAGES[code]) || 'Something went wrong. Please try again.';
}
