// Presence endpoints and the hook an entity page uses (issue 22; what presence is: ./presence). One
// listener per open section (every presence document of its collection), not one per row; the
// heartbeat of the record this tab has open; its document deleted when the panel closes or the page
// is hidden, and written again when the page comes back.
import { useEffect, useMemo, useState } from 'react';
import { useSelector } from 'react-redux';
import type { AuthUser } from '@/lib/data';
import { api } from '@/lib/data/api';
import { call, streamed } from '@/lib/data/stream';
import { staffName } from '@/lib/entity/staff-name';
import { profileSettled } from './profile-writes';
import { editorsByRecord, expiresAt, HEARTBEAT_MS, PRESENCE, toPresence, type PresenceDoc } from './presence';
import { presencePath } from '@/domain/document-keys';

interface PresenceArg {
  collection: string;
  recordId: string;
}

/** Presence writes are sent in the order they were asked for (a heartbeat still waiting for the
 *  profile must not be sent after the close that followed it: a ghost until it went stale). Each
 *  resolves when its write does; the next is sent once this one is on its way, not acknowledged. */
let queue: Promise<unknown> = Promise.resolve();
async function inOrder(send: () => Promise<{ write: Promise<void> } | null>): Promise<void> {
  const sent = queue.then(send);
  queue = sent.catch(() => undefined);
  const started = await sent;
  await started?.write;
}

const userOf = (state: unknown) => (state as { auth?: { user?: AuthUser | null } }).auth?.user ?? null;

const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Everyone's presence on one collection's records, live. */
    listPresence: build.query<PresenceDoc[], string>({
      ...streamed<PresenceDoc[], string>(PRESENCE, (backend, collection, next, error) =>
        backend.listenQuery(
          PRESENCE,
          { where: [['collection', '==', collection]] },
          (docs) => next(docs.map(toPresence).filter((p): p is PresenceDoc => p !== null)),
          error,
        ),
      ),
    }),
    /** "I have this record open": written on open and every heartbeat, stamped by the server. */
    beatPresence: build.mutation<null, PresenceArg>({
      queryFn: ({ collection, recordId }, { extra, getState }) =>
        call(extra, async (backend) => {
          await inOrder(async () => {
            const user = userOf(getState());
            if (!user) return null;
            // The rules check the name against the signer's profile: wait until it is stored.
            await profileSettled(user.uid);
            const data = {
              uid: user.uid,
              name: staffName(user).slice(0, 120),
              collection,
              recordId,
              expiresAt: expiresAt(Date.now()),
            };
            return {
              write: backend.set(presencePath(collection, recordId, user.uid), data, {
                serverTimestamps: ['at'],
                dates: ['expiresAt'],
              }),
            };
          });
          return null;
        }),
    }),
    /** "I closed it." */
    leavePresence: build.mutation<null, PresenceArg>({
      queryFn: ({ collection, recordId }, { extra, getState }) =>
        call(extra, async (backend) => {
          await inOrder(async () => {
            const user = userOf(getState());
            return user ? { write: backend.remove(presencePath(collection, recordId, user.uid)) } : null;
          });
          return null;
        }),
    }),
  }),
});

const { useListPresenceQuery, useBeatPresenceMutation, useLeavePresenceMutation } = presenceApi;

/** How often the shown names are checked for staleness. */
const RECHECK_MS = 15_000;

/**
 * Presence on a collection's records: record id -> the names of the others who have it open (not
 * the signed-in person), kept live; and, while `openId` names a record this page has open, this
 * person's heartbeat on it. `enabled` false (a role the rules give no presence): nothing at all.
 */
export function usePresence(collection: string, openId: string | null, enabled: boolean) {
  const selfUid = useSelector((state: unknown) => userOf(state)?.uid);
  const list = useListPresenceQuery(collection, { skip: !enabled });
  const [beat] = useBeatPresenceMutation();
  const [leave] = useLeavePresenceMutation();
  const [now, setNow] = useState(Date.now);

  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => setNow(Date.now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  useEffect(() => {
    if (!enabled || !openId) return;
    const arg = { collection, recordId: openId };
    const send = () => void beat(arg);
    const gone = () => void leave(arg);
    // Back from the background (timers there are slowed) or from the back-forward cache.
    const visible = () => {
      if (document.visibilityState === 'visible') send();
    };
    const shown = (e: PageTransitionEvent) => {
      if (e.persisted) send();
    };
    send();
    const timer = setInterval(send, HEARTBEAT_MS);
    window.addEventListener('pagehide', gone);
    window.addEventListener('pageshow', shown);
    document.addEventListener('visibilitychange', visible);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', gone);
      window.removeEventListener('pageshow', shown);
      document.removeEventListener('visibilitychange', visible);
      gone();
    };
  }, [enabled, collection, openId, beat, leave]);

  return useMemo(
    () => (enabled ? editorsByRecord(list.data ?? [], now, selfUid) : new Map<string, string[]>()),
    [enabled, list.data, now, selfUid],
  );
}
