import { deleteDoc, doc, getDoc, setDoc, Timestamp } from 'firebase/firestore';
import { resourcesApi } from '@/features/resources/api';
import { togglesApi } from '@/features/toggles/api';
import { submitDemoRequest } from '@/features/leads/api';
import { FEATURE_TOGGLE_NAMES } from '@/config/constants';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, ensureAccount, shutdownApp, signIn, signOut } from './helpers';

// Mutations through the app's store and the real backend, under the real rules.
const owner = ownerClient();
const { store, toasts } = appStore();
const ADMIN = { email: 'it-admin@structura.local', password: 'it-admin-password' };
const MEMBER = { email: 'it-member@structura.local', password: 'it-member-password' };

beforeAll(async () => {
  await clearFirestore();
  const adminUid = await ensureAccount(ADMIN.email, ADMIN.password, 'IT Admin');
  await ensureAccount(MEMBER.email, MEMBER.password, 'IT Member');
  await setDoc(doc(owner, `roles/${adminUid}`), { role: 'admin' });
});
beforeEach(() => toasts.splice(0));
afterAll(async () => {
  await shutdownApp(store);
  await closeClients();
});

describe('as an admin', () => {
  beforeAll(() => signIn(store, ADMIN.email, ADMIN.password));
  afterAll(() => signOut(store));

  test('add, update and delete a resource, with the spec toasts', async () => {
    const id = await store
      .dispatch(
        resourcesApi.endpoints.addResource.initiate({
          title: 'Connection design guide',
          type: 'guide',
          description: 'Bolted end plates',
        }),
      )
      .unwrap();
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

    await store
      .dispatch(
        resourcesApi.endpoints.updateResource.initiate({ id, changes: { title: 'Connection design guide (2nd ed.)' } }),
      )
      .unwrap();
    const updated = (await getDoc(doc(owner, `resources/${id}`))).data()!;
    expect(updated.title).toBe('Connection design guide (2nd ed.)');
    expect(updated.updatedAt.toMillis()).toBeGreaterThanOrEqual(created.updatedAt.toMillis());

    await store.dispatch(resourcesApi.endpoints.deleteResource.initiate(id)).unwrap();
    expect((await getDoc(doc(owner, `resources/${id}`))).exists()).toBe(false);
    expect(toasts.map((t) => `${t.title}: ${t.message}`)).toEqual([
      'Success: Resource added successfully',
      'Success: Resource updated successfully',
      'Success: Resource deleted successfully',
    ]);
  });

  test('toggle feature: updates an existing toggle, creates a missing one', async () => {
    await setDoc(doc(owner, 'feature_toggles/blog'), { name: 'blog', enabled: true, updatedAt: Timestamp.now() });
    await deleteDoc(doc(owner, 'feature_toggles/jobs'));
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: false })).unwrap();
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: false })).unwrap();
    expect((await getDoc(doc(owner, 'feature_toggles/blog'))).data()).toMatchObject({ name: 'blog', enabled: false });
    expect((await getDoc(doc(owner, 'feature_toggles/jobs'))).data()).toMatchObject({ name: 'jobs', enabled: false });
    expect(toasts.map((t) => t.message)).toEqual(['Feature disabled successfully', 'Feature disabled successfully']);
  });

  test('ensureToggles creates only the missing toggles and never re-enables one', async () => {
    const created = await store.dispatch(togglesApi.endpoints.ensureToggles.initiate()).unwrap();
    expect([...created].sort()).toEqual(FEATURE_TOGGLE_NAMES.filter((n) => n !== 'blog' && n !== 'jobs').sort());
    expect((await getDoc(doc(owner, 'feature_toggles/blog'))).data()?.enabled).toBe(false);
    expect((await getDoc(doc(owner, 'feature_toggles/events'))).data()).toMatchObject({
      name: 'events',
      enabled: true,
    });
    expect(await store.dispatch(togglesApi.endpoints.ensureToggles.initiate()).unwrap()).toEqual([]);
  });
});

describe('as a member without a role', () => {
  beforeAll(() => signIn(store, MEMBER.email, MEMBER.password));
  afterAll(() => signOut(store));

  test('writes are refused by the rules and surface as the spec error toasts', async () => {
    await store.dispatch(resourcesApi.endpoints.addResource.initiate({ title: 'Spam', type: 'guide' }));
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: true }));
    expect(toasts).toEqual([
      { variant: 'error', title: 'Error', message: 'Failed to add resource' },
      { variant: 'error', title: 'Error', message: 'Failed to toggle feature' },
    ]);
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
