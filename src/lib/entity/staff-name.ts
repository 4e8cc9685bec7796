// The name a staff member signs back-office writes with (audit entries, revisions). No imports:
// the first script loads it with the page-content endpoints.

/** How staff are named in audit entries and revisions: their profile's name (users/{uid}, as
 *  src/features/auth/listen.ts writes it), or its email when the name is empty. The rules compare
 *  the two, so no one can sign a change with another name. */
export const staffName = (user: { displayName: string | null; email: string | null }): string =>
  (user.displayName ?? '').slice(0, 80) || (user.email ?? '');
