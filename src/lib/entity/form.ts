import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

// The back office's forms are the site's form helper (src/lib/form/schema-form.ts) with, here, the
// unsaved-changes prompt, which needs a data router (useBlocker): the public forms never load it.

/**
 * Asks before leaving a form with unsaved changes: in-app navigation (including closing an editor
 * that lives in the URL) is held by React Router's blocker, which the page answers; reloads and
 * closing the tab get the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation !== nextLocation);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    pending: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
