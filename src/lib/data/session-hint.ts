/** Set while this browser holds a signed-in session (written by the identity listener,
 *  src/lib/data/firebase/lazy-auth.ts): the first paint can tell, without loading Firebase, whether
 *  there is a session to restore. */
export const SESSION_HINT_KEY = 'structura:session';

export function hasSessionHint(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true; // storage blocked: cannot tell, so assume there may be a session
  }
}

export function writeSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage blocked: every page load asks the identity service, as without the hint
  }
}
