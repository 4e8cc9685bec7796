import { AUTH_MESSAGES, authErrorMessage } from './messages';

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
    ['auth/email-already-in-use', /already exists/],
    ['auth/weak-password', /stronger password/],
  ])('explains %s in words', (code, words) => {
    expect(authErrorMessage(err(code))).toMatch(words);
  });

  it.each([[err('auth/internal-error')], [new Error('boom')], [null], ['auth/wrong-password'], [err('toString')]])(
    'falls back to a general message for %p',
    (error) => {
      expect(authErrorMessage(error)).toBe(AUTH_MESSAGES.unknown);
    },
  );
});
