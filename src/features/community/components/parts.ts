import { lazyWithRetry } from '@/lib/util/lazy';

// The sign-in dialog and the forms bring zod, react-hook-form and MUI's text fields: they load when
// a visitor can use them (signed in, or asking to sign in), not with the community page, whose
// visitors mostly read.
const loadAuthDialog = () => import('./AuthDialog');

/** Starts loading the sign-in dialog when a visitor shows intent (hover, focus or touch on a sign-in
 *  button), so it opens at once on the click. A failure is left to the dialog's own load. */
export const preloadAuthDialog = () => void loadAuthDialog().catch(() => {});

export const AuthDialog = lazyWithRetry(() => loadAuthDialog().then((m) => ({ default: m.AuthDialog })));
export const NewDiscussionForm = lazyWithRetry(() =>
  import('./NewDiscussionForm').then((m) => ({ default: m.NewDiscussionForm })),
);
export const ReplyForm = lazyWithRetry(() => import('./ReplyForm').then((m) => ({ default: m.ReplyForm })));

/** The props of a sign-in button that loads the dialog on intent. */
export const authIntent = {
  onPointerEnter: preloadAuthDialog,
  onFocus: preloadAuthDialog,
  onTouchStart: preloadAuthDialog,
};
