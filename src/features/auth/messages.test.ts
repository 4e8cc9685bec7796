import { AUTH_MESSAGES, authErrorMessage, checkInboxMessage, looksSent, resetSentMessage } from './messages';

const err = (code: string) => ({ code, message: `Firebase: Error (${code}).` });

describe('authErrorMessage', () => {
  it('never tells a wrong password from an unknown account or a malformed email (no enumeration)', () => {
    const messages = [
      'auth/invalid-credential',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
    ].map((code) => authErrorMessage(err(code)));
    expect(new Set(messages)).toEqual(new Set([AUTH_MESSAGES.wrongCredentials]));
    expect(AUTH_MESSAGES.wrongCredentials).not.toMatch(/no account|not found|not registered/i);
  });

  it.each([
    ['auth/user-disabled', /account has been disabled/],
    ['auth/too-many-requests', /Too many attempts/],
    ['auth/network-request-failed', /reach the sign-in service/],
    ['auth/weak-password', /stronger password/],
  ])('explains %s in words', (code, words) => {
    expect(authErrorMessage(err(code))).toMatch(words);
  });

  it('never says an address is registered', () => {
    for (const text of [...Object.values(AUTH_MESSAGES), checkInboxMessage('a@b.co'), resetSentMessage('a@b.co')])
      expect(text).not.toMatch(/already|exists|registered|in use|no account|not found/i);
    // A taken address reads as sent, like a new account.
    expect(looksSent(err('auth/email-already-in-use'))).toBe(true);
    expect(looksSent(err('auth/weak-password'))).toBe(false);
  });

  it.each([[err('auth/internal-error')], [new Error('boom')], [null], ['auth/wrong-password'], [err('toString')]])(
    'falls back to a general message for %p',
    (error) => {
      expect(authErrorMessage(error)).toBe(AUTH_MESSAGES.unknown);
    },
  );
});
