// The profile write of each account this session (src/features/auth/listen.ts registers it), so a
// staff write that signs history with the profile's name (src/lib/schema/names.ts staffName) can wait
// until the rules can see it. No imports: the first script loads it with the auth listener.
const profileWrites = new Map<string, Promise<unknown>>();

export const profileWriteStarted = (uid: string, write: Promise<unknown>) => void profileWrites.set(uid, write);

/** Resolves once this session's profile write for `uid` (if any) has settled. */
export const profileSettled = (uid: string | null | undefined): Promise<void> =>
  (uid ? profileWrites.get(uid) : undefined)?.then(
    () => undefined,
    () => undefined,
  ) ?? Promise.resolve();
