import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, Timestamp, where } from 'firebase/firestore';
import { resourcesApi } from '@/features/resources/api';
import { resourceEntity } from '@/features/resources/entity';
import { api, loadFirebaseBackend } from '@/lib/data';
import { entityEndpoints, entityToasts } from '@/lib/entity';
import { registerToasts } from '@/lib/util';
import { startAuthListener } from '@/features/auth/listen';
import { togglesAdminApi } from '@/features/toggles/admin-api';
import { submitDemoRequest } from '@/features/leads/api';
import { FEATURE_TOGGLE_NAMES } from '@/config/constants';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, signOut, until } from './helpers';

// Mutations through the app's store and the real backend, under the real rules. Resources are
// written as the back office writes them: entityEndpoints(resourceEntity), each write one batch with
// its audit entry; the toasts registered from the definition.
const names = entityEndpoints(resourceEntity).names;
registerToasts(entityToasts(resourceEntity));
const endpoint = (name: string) =>
  (api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>)[name]!;
/** Runs a resource mutation and resolves with its result (rejects with its error). */
const mutate = (name: string, arg: unknown): Promise<unknown> =>
  (store.dispatch(endpoint(name).initiate(arg)) as unknown as { unwrap: () => Promise<unknown> }).unwrap();
const auditOf = async (recordId: string) =>
  (await getDocs(query(collection(owner, 'audit_log'), where('recordId', '==', recordId)))).docs.map((d) => d.data());

const owner = ownerClient();
const { store, toasts } = appStore();
// As in main.tsx: the auth slice follows the identity service (the audit entries name its user).
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const ADMIN = { email: 'it-admin@structura.local', password: 'it-admin-password' };
const MEMBER = { email: 'it-member@structura.local', password: 'it-member-password' };

let adminUid = '';
beforeAll(async () => {
  await clearFirestore();
  adminUid = await ensureAccount(ADMIN.email, ADMIN.password, 'IT Admin');
  await ensureAccount(MEMBER.email, MEMBER.password, 'IT Member');
  await setDoc(doc(owner, `roles/${adminUid}`), { role: 'admin' });
});
beforeEach(() => toasts.splice(0));
afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

describe('as an admin', () => {
  beforeAll(async () => {
    await signIn(store, ADMIN.email, ADMIN.password);
    await until(() => store.getState().auth.user?.uid === adminUid, 'the admin in the auth slice');
  });
  afterAll(() => signOut(store));

  test('add, update and delete a resource, each with its audit entry and the spec toasts', async () => {
    const values = { title: 'Connection design guide', type: 'guide', description: 'Bolted end plates' };
    const id = (await mutate(names.add, values)) as string;
    const created = (await getDoc(doc(owner, `resources/${id}`))).data()!;
    expect(created).toMatchObject({
      title: 'Connection design guide',
      type: 'guide',
      active: true,
      views: 0,
      rating: 0,
    });
    expect(created.createdAt).toBeInstanceOf(Timestamp);
    expect(created.updatedAt).toBeInstanceOf(Timestamp);

    await mutate(names.update, { id, values: { ...values, title: 'Connection design guide (2nd ed.)' } });
    const updated = (await getDoc(doc(owner, `resources/${id}`))).data()!;
    expect(updated.title).toBe('Connection design guide (2nd ed.)');
    expect(updated.updatedAt.toMillis()).toBeGreaterThanOrEqual(created.updatedAt.toMillis());

    await mutate(names.remove, [id]);
    expect((await getDoc(doc(owner, `resources/${id}`))).exists()).toBe(false);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action).sort()).toEqual(['created', 'deleted', 'updated']);
    for (const e of entries) {
      expect(e).toMatchObject({ entity: 'resources', collection: 'resources', byUid: adminUid, byName: 'IT Admin' });
      expect(e.at).toBeInstanceOf(Timestamp);
    }
    expect(toasts.map((t) => `${t.title}: ${t.message}`)).toEqual([
      'Success: Resource added successfully',
      'Success: Resource updated successfully',
      'Success: Resource deleted successfully',
    ]);
  });

  test('toggle feature: updates an existing toggle, creates a missing one', async () => {
    await setDoc(doc(owner, 'feature_toggles/blog'), { name: 'blog', enabled: true, updatedAt: Timestamp.now() });
    await deleteDoc(doc(owner, 'feature_toggles/jobs'));
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: false })).unwrap();
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: false })).unwrap();
    expect((await getDoc(doc(owner, 'feature_toggles/blog'))).data()).toMatchObject({ name: 'blog', enabled: false });
    expect((await getDoc(doc(owner, 'feature_toggles/jobs'))).data()).toMatchObject({ name: 'jobs', enabled: false });
    expect(toasts.map((t) => t.message)).toEqual(['Feature disabled successfully', 'Feature disabled successfully']);
  });

  test('ensureToggles creates only the missing toggles and never re-enables one', async () => {
    const created = await store.dispatch(togglesAdminApi.endpoints.ensureToggles.initiate()).unwrap();
    expect([...created].sort()).toEqual(FEATURE_TOGGLE_NAMES.filter((n) => n !== 'blog' && n !== 'jobs').sort());
    expect((await getDoc(doc(owner, 'feature_toggles/blog'))).data()?.enabled).toBe(false);
    expect((await getDoc(doc(owner, 'feature_toggles/events'))).data()).toMatchObject({
      name: 'events',
      enabled: true,
    });
    expect(await store.dispatch(togglesAdminApi.endpoints.ensureToggles.initiate()).unwrap()).toEqual([]);
  });
});

describe('as a member without a role', () => {
  beforeAll(() => signIn(store, MEMBER.email, MEMBER.password));
  afterAll(() => signOut(store));

  test('writes are refused by the rules and surface as the spec error toasts', async () => {
    await store.dispatch(endpoint(names.add).initiate({ title: 'Spam', type: 'guide' }));
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: true }));
    expect(toasts).toEqual([
      { variant: 'error', title: 'Error', message: 'Failed to add resource' },
      { variant: 'error', title: 'Error', message: 'Failed to toggle feature' },
    ]);
    const spam = await getDocs(query(collection(owner, 'resources'), where('title', '==', 'Spam')));
    expect(spam.size).toBe(0);
    expect((await getDoc(doc(owner, 'feature_toggles/blog'))).data()?.enabled).toBe(false);
  });
});

describe('as a visitor', () => {
  test('a demo request is stored as a new lead with the server time', async () => {
    const form = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '',
      company: 'Compiler Structures',
      projectDescription: 'Timber mid-rise',
    };
    const action = await store.dispatch(submitDemoRequest(form));
    expect(action.type).toBe(submitDemoRequest.fulfilled.type);
    const lead = (await getDoc(doc(owner, `demo_requests/${action.payload as string}`))).data()!;
    expect(lead).toMatchObject({ ...form, status: 'new' });
    expect(lead.createdAt).toBeInstanceOf(Timestamp);
    expect(store.getState().ui.demo.status).toBe('thank-you');
  });

  test('opening a resource counts one view', async () => {
    await setDoc(doc(owner, 'resources/viewed'), {
      title: 'Viewed',
      description: '',
      type: 'guide',
      active: true,
      views: 41,
      rating: 4,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
    await store.dispatch(resourcesApi.endpoints.recordResourceView.initiate('viewed')).unwrap();
    expect((await getDoc(doc(owner, 'resources/viewed'))).data()?.views).toBe(42);
  });
});
