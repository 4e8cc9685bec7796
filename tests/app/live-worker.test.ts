import { deleteApp } from 'firebase/app';
import { doc, serverTimestamp, setDoc, terminate, updateDoc, writeBatch } from 'firebase/firestore';
import { LIVE_PARSERS } from '@/app/live-parsers';
import { firebaseApp } from '@/lib/data/firebase/app';
import { firestore } from '@/lib/data/firebase/firestore';
import { serveLiveData } from '@/lib/data/firebase/live-worker';
import type { LiveReply, LiveRequest } from '@/lib/data/live-protocol';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { until } from './helpers';

// The live-data worker's side (src/lib/data/firebase/live-worker.ts) against the Firestore emulator,
// as the signed-out visitor it serves (real rules): the page's requests go in as messages, and the
// replies are what the page would receive. The scope is the one part that is not the worker's own:
// its postMessage is recorded.
const owner = ownerClient();
const replies: LiveReply[] = [];
const scope = {
  onmessage: null as ((event: MessageEvent<LiveRequest>) => void) | null,
  postMessage: (message: LiveReply) => void replies.push(message),
};
serveLiveData(scope as unknown as DedicatedWorkerGlobalScope, LIVE_PARSERS);
const send = (request: LiveRequest) => scope.onmessage!({ data: request } as MessageEvent<LiveRequest>);
const of = (id: number) => replies.filter((r) => r.id === id);
const latest = (id: number) => of(id).at(-1);

beforeAll(async () => {
  await clearFirestore();
  const batch = writeBatch(owner);
  batch.set(doc(owner, 'feature_toggles/blog'), { name: 'blog', enabled: false, updatedAt: serverTimestamp() });
  batch.set(doc(owner, 'settings/branding'), { logoUrl: null, faviconUrl: '/favicon.svg' });
  await batch.commit();
});

afterAll(async () => {
  await terminate(firestore());
  await deleteApp(firebaseApp());
  await closeClients();
});

test('runs a listener’s parser by its name, sends each parsed snapshot, and sends nothing after stop', async () => {
  send({ type: 'query', id: 1, path: 'feature_toggles', spec: {}, parser: 'toggles' });
  const first = await until(() => latest(1), 'the first snapshot');
  expect(first).toMatchObject({ id: 1, data: { blog: { name: 'blog', enabled: false } } });
  // Parsed in the worker: the timestamp is already the page's ISO string, not a Firestore Timestamp.
  expect(typeof (first as { data: { blog: { updatedAt: unknown } } }).data.blog.updatedAt).toBe('string');

  await updateDoc(doc(owner, 'feature_toggles/blog'), { enabled: true });
  await until(() => (latest(1) as { data?: { blog?: { enabled?: boolean } } }).data?.blog?.enabled, 'the change');

  send({ type: 'stop', id: 1 });
  const before = of(1).length;
  await updateDoc(doc(owner, 'feature_toggles/blog'), { enabled: false });
  // A second listener sees the change: had the first stayed open, it would have had it by now.
  send({ type: 'query', id: 2, path: 'feature_toggles', spec: {}, parser: 'toggles' });
  await until(
    () => (latest(2) as { data?: { blog?: { enabled?: boolean } } } | undefined)?.data?.blog?.enabled === false,
    'the second listener',
  );
  expect(of(1)).toHaveLength(before);
  send({ type: 'stop', id: 2 });
});

test('without a parser, sends the plain document', async () => {
  send({ type: 'doc', id: 3, path: 'settings/branding' });
  const reply = await until(() => latest(3), 'the document');
  expect(reply).toEqual({ id: 3, data: { id: 'branding', logoUrl: null, faviconUrl: '/favicon.svg' } });
  send({ type: 'stop', id: 3 });
});

test('an unknown parser and a listener the rules refuse each answer with an error, once', async () => {
  send({ type: 'query', id: 4, path: 'feature_toggles', spec: {}, parser: 'nope' });
  expect(of(4)).toEqual([{ id: 4, error: { code: 'invalid-argument', message: 'no live parser "nope"' } }]);

  send({ type: 'query', id: 5, path: 'leads', spec: {} });
  const refused = await until(() => latest(5), 'the refusal');
  expect(refused).toMatchObject({ id: 5, error: { code: 'permission-denied' } });
  expect(of(5)).toHaveLength(1);
});

test('calls: a visitor’s read is answered; a method outside the worker’s list is refused', async () => {
  await setDoc(doc(owner, 'settings/branding'), { logoUrl: null, faviconUrl: '/icon.svg' });
  send({ type: 'call', id: 6, method: 'getDoc', args: ['settings/branding'] });
  const read = await until(() => latest(6), 'the read');
  expect(read).toEqual({ id: 6, result: { id: 'branding', logoUrl: null, faviconUrl: '/icon.svg' } });

  send({ type: 'call', id: 7, method: 'listenDoc' as never, args: [] });
  expect(of(7)).toEqual([{ id: 7, error: { code: 'invalid-argument', message: 'listenDoc' } }]);
});
