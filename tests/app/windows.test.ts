import {
  collection,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { leadEntity } from '@/features/leads/entity';
import { mediaEntity } from '@/features/media/entity';
import { resourceEntity } from '@/features/resources/entity';
import { api, loadFirebaseBackend } from '@/lib/data';
import { entityEndpoints, usesOf, windowNames } from '@/lib/entity';
import { startAuthListener } from '@/features/auth/listen';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './helpers';

// Bounded live lists (EntityDef.window) against the emulator and the real rules: a few hundred
// leads and resources, the window of the newest N, the server's count (live), the server's prefix
// search, one record outside the window, and the media in-use check without reading everything.
jest.setTimeout(150_000);
const leads = entityEndpoints(leadEntity);
// The resources' window endpoints too (searched below).
entityEndpoints(resourceEntity);
const owner = ownerClient();
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const EDITOR = { email: 'it-window-editor@structura.local', password: 'it-window-editor-pw' };
const N = 300;
const STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
const BASE = Date.UTC(2026, 0, 1);
const pad = (i: number) => String(i).padStart(3, '0');

type Endpoint = {
  initiate: (arg: unknown) => { unsubscribe: () => void };
  select: (arg: unknown) => (state: unknown) => { data?: unknown; error?: unknown };
};
const endpoint = (name: string) => (api.endpoints as unknown as Record<string, Endpoint>)[name]!;
const subscriptions: { unsubscribe: () => void }[] = [];
/** Opens an endpoint's entry (a live listener) and waits until its data passes `ok`. */
async function watch<D>(
  name: string,
  arg: unknown,
  ok: (data: D) => boolean,
  what: string,
  // Generous: now and then the SDK's listens here wait ~30 s for the emulator to answer.
  timeoutMs = 60_000,
): Promise<D> {
  subscriptions.push(store.dispatch(endpoint(name).initiate(arg) as never) as unknown as { unsubscribe: () => void });
  const found = await until(
    () => {
      const entry = endpoint(name).select(arg)(store.getState());
      if (entry.error) throw new Error(`${name}: ${JSON.stringify(entry.error)}`);
      const data = entry.data as D | undefined;
      return data !== undefined && ok(data) ? { data } : undefined;
    },
    what,
    timeoutMs,
  );
  return found.data;
}

// Lead i was received i minutes before BASE (lead 000 is the newest). Leads 280-284 are "Zed
// Quill", old enough to be outside a window of 50.
const isZed = (i: number) => i >= 280 && i < 285;
const lead = (i: number) => ({
  name: isZed(i) ? `Zed Quill ${i}` : `Person ${pad(i)}`,
  email: isZed(i) ? `zed.quill${i}@quillworks.example` : `person${i}@firm.example`,
  phone: '',
  company: isZed(i) ? 'Quillworks' : `Firm ${i % 7}`,
  projectDescription: 'A footbridge',
  status: STATUSES[i % 5],
  source: 'Get a Demo',
  createdAt: Timestamp.fromMillis(BASE - i * 60_000),
});
const resource = (i: number) => ({
  title: i === 250 ? 'Tower crane guide' : `Guide ${pad(i)}`,
  description: '',
  type: 'guide',
  active: i % 3 !== 0,
  views: 0,
  rating: 0,
  ...(i === 250 ? { fileUrl: 'https://cdn.example/media/tower-abc123def456ghi789jk.png' } : {}),
  createdAt: Timestamp.fromMillis(BASE - i * 60_000),
  updatedAt: Timestamp.fromMillis(BASE - i * 60_000),
});

let editorUid = '';
beforeAll(async () => {
  await clearFirestore();
  editorUid = await ensureAccount(EDITOR.email, EDITOR.password, 'IT Window Editor');
  await setDoc(doc(owner, `roles/${editorUid}`), { role: 'editor' });
  const batch = writeBatch(owner);
  for (let i = 0; i < N; i += 1) {
    batch.set(doc(owner, `demo_requests/w-lead-${pad(i)}`), lead(i));
    batch.set(doc(owner, `resources/w-res-${pad(i)}`), resource(i));
  }
  await batch.commit();
  await signIn(store, EDITOR.email, EDITOR.password);
  await until(() => store.getState().auth.user?.uid === editorUid, 'the editor in the auth slice');
  // Now and then the SDK's first listen after the sign-in waits ~30 s for the emulator (its watch
  // stream reopening with the new token): the tests start once the default window has answered.
  await watch<unknown[]>(leads.names.list, undefined, (d) => d.length === N, 'the first answer', 80_000);
}, 150_000);
afterAll(async () => {
  subscriptions.forEach((s) => s.unsubscribe());
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

describe('a windowed list', () => {
  test('holds the newest N records in the definition order, and more when the window is raised', async () => {
    const rows = await watch<{ id: string }[]>(leads.names.list, { limit: 50 }, (d) => d.length > 0, 'the window');
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => `w-lead-${pad(i)}`));
    const more = await watch<{ id: string }[]>(leads.names.list, { limit: 100 }, (d) => d.length > 0, 'a raised one');
    expect(more).toHaveLength(100);
    // The default window (500) holds all 300: fewer came than it asked for.
    const all = await watch<{ id: string }[]>(leads.names.list, undefined, (d) => d.length > 0, 'the default');
    expect(all).toHaveLength(N);
  });

  test('a filter is a where-clause: the window holds the newest records of that status only', async () => {
    const rows = await watch<{ id: string; status: string }[]>(
      leads.names.list,
      { limit: 10, where: [['status', '==', 'won']] },
      (d) => d.length > 0,
      'the won leads',
    );
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => r.status === 'won')).toBe(true);
    expect(rows[0]!.id).toBe('w-lead-003');
  });

  test('the count is the server total, and follows a new record', async () => {
    const names = windowNames(leadEntity);
    await watch<number>(names.count, undefined, (n) => n === N, 'the count of 300');
    await watch<number>(names.count, { where: [['status', '==', 'new']] }, (n) => n === N / 5, 'the new leads');
    // A figure no table shows recounts on the newest records of all (no window of its own).
    const shared = { where: [['status', '==', 'won']], shared: true };
    await watch<number>(names.count, shared, (n) => n === N / 5, 'the won leads');
    await setDoc(doc(owner, 'demo_requests/w-lead-new'), {
      ...lead(0),
      name: 'Newest Person',
      createdAt: Timestamp.now(),
    });
    await watch<number>(names.count, undefined, (n) => n === N + 1, 'the count after a new lead');
    await watch<number>(names.count, { where: [['status', '==', 'new']] }, (n) => n === N / 5 + 1, 'new leads + 1');
    await setDoc(doc(owner, 'demo_requests/w-lead-won'), { ...lead(3), createdAt: Timestamp.now() });
    await watch<number>(names.count, shared, (n) => n === N / 5 + 1, 'won leads + 1');
  });

  test('the server search finds records the window lacks, by name, email or company prefix, any case', async () => {
    const names = windowNames(leadEntity);
    type Found = { rows: { id: string }[]; capped: boolean };
    const ids = (f: Found) => f.rows.map((r) => r.id).sort();
    const zeds = [280, 281, 282, 283, 284].map((i) => `w-lead-${pad(i)}`);
    expect(ids(await watch<Found>(names.search, { text: 'Zed Q' }, () => true, 'a name search'))).toEqual(zeds);
    expect(ids(await watch<Found>(names.search, { text: 'zed' }, () => true, 'lower case'))).toEqual(zeds);
    expect(ids(await watch<Found>(names.search, { text: 'quillworks' }, () => true, 'a company'))).toEqual(zeds);
    expect(ids(await watch<Found>(names.search, { text: 'zed.quill281' }, () => true, 'an email'))).toEqual([
      'w-lead-281',
    ]);
    // With the status filter: only Zed Quills of that status (281 % 5 = 1: contacted).
    const filtered = await watch<Found>(
      names.search,
      { text: 'Zed', where: [['status', '==', 'contacted']] },
      () => true,
      'a filtered search',
    );
    expect(ids(filtered)).toEqual(['w-lead-281']);
    expect((await watch<Found>(names.search, { text: 'Nobody' }, () => true, 'no match')).rows).toEqual([]);
    // Resources: by title.
    const res = await watch<Found>(windowNames(resourceEntity).search, { text: 'tower' }, () => true, 'a resource');
    expect(ids(res)).toEqual(['w-res-250']);
  });

  test('a record outside the window is listened to on its own', async () => {
    const names = windowNames(leadEntity);
    const one = await watch<{ name: string } | null>(names.record, 'w-lead-282', (d) => d !== null, 'lead 282');
    expect(one!.name).toBe('Zed Quill 282');
    await watch<unknown>(names.record, 'no-such-lead', (d) => d === null, 'a missing record');
  });

  test('the media in-use check finds a resource using a file without reading every resource', async () => {
    const backend = await loadFirebaseBackend();
    const file = {
      url: 'https://cdn.example/media/tower-abc123def456ghi789jk.png',
      path: 'media/tower-abc123def456ghi789jk.png',
    };
    const uses = await usesOf(backend, mediaEntity.usage!, file as never);
    expect(uses).toEqual([{ place: 'resource', title: 'Tower crane guide', field: 'download' }]);
    expect(
      await usesOf(backend, mediaEntity.usage!, { url: 'https://x.example/a.png', path: 'media/a.png' } as never),
    ).toEqual([]);
  });
});

describe('rules: the window, count and search queries are for staff only', () => {
  const shapes = (db: ReturnType<typeof client>) => {
    const leadsRef = collection(db, 'demo_requests');
    return [
      () => getDocs(query(leadsRef, orderBy('createdAt', 'desc'), limit(50))),
      () => getCountFromServer(query(leadsRef, where('status', '==', 'new'))),
      () =>
        getDocs(
          query(leadsRef, where('name', '>=', 'Zed'), where('name', '<=', 'Zed\uf8ff'), orderBy('name'), limit(100)),
        ),
      () => getCountFromServer(collection(db, 'resources')),
      () => getDocs(query(collection(db, 'resources'), where('fileUrl', 'in', ['https://cdn.example/x.png']))),
    ];
  };
  test('an editor may run each', async () => {
    for (const op of shapes(client(editorUid))) await expectAllowed<unknown>(op());
  });
  test('a signed-in member and a visitor may run none', async () => {
    for (const db of [client('someone-else', { email: 'm@x.example', email_verified: true }), client(null)])
      for (const op of shapes(db)) await expectDenied(op());
  });
});
