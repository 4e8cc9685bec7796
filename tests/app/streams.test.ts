import { doc, serverTimestamp, setDoc, Timestamp, updateDoc, writeBatch } from 'firebase/firestore';
import { brandingApi, selectBrandingStatus } from '@/features/branding/api';
import { caseStudiesApi } from '@/features/case-studies/api';
import { pageContentApi } from '@/features/page-content/api';
import { resourcesApi } from '@/features/resources/api';
import { togglesApi } from '@/features/toggles/api';
import { caseStudy } from '../rules/fixtures';
import { clearFirestore, closeClients, ownerClient } from '../rules/helpers';
import { appStore, shutdownApp, until } from './helpers';

// Streaming endpoints against the Firestore emulator, as a signed-out visitor (real rules).
const owner = ownerClient();
const { store } = appStore();

const resource = (title: string, createdAt: string, active = true, eventDate?: string) => ({
  title,
  description: `${title} description`,
  type: eventDate ? 'event' : 'guide',
  active,
  views: 3,
  rating: 4.5,
  createdAt: Timestamp.fromDate(new Date(createdAt)),
  updatedAt: Timestamp.fromDate(new Date(createdAt)),
  ...(eventDate ? { eventDate: Timestamp.fromDate(new Date(eventDate)) } : {}),
});

beforeAll(async () => {
  await clearFirestore();
  const batch = writeBatch(owner);
  batch.set(doc(owner, 'feature_toggles/blog'), { name: 'blog', enabled: false, updatedAt: serverTimestamp() });
  batch.set(doc(owner, 'feature_toggles/events'), { name: 'events', enabled: true, updatedAt: serverTimestamp() });
  batch.set(doc(owner, 'resources/old'), resource('Old guide', '2025-01-10T09:00:00Z'));
  batch.set(doc(owner, 'resources/new'), resource('Summit', '2025-03-01T09:00:00Z', true, '2026-12-05T16:00:00Z'));
  batch.set(doc(owner, 'resources/hidden'), resource('Retired', '2025-02-01T09:00:00Z', false));
  batch.set(doc(owner, 'settings/branding'), { logoUrl: null, faviconUrl: '/favicon.svg' });
  batch.set(doc(owner, 'case_studies/acme'), caseStudy({ live: true, views: 7 }));
  await batch.commit();
});

afterAll(async () => {
  await shutdownApp(store);
  await closeClients();
});

test('feature toggles stream and follow changes live; a missing one is absent (counts as enabled)', async () => {
  const sub = store.dispatch(togglesApi.endpoints.getToggles.initiate());
  const first = await sub.unwrap();
  expect(first.blog).toMatchObject({ name: 'blog', enabled: false });
  expect(typeof first.blog?.updatedAt).toBe('string');
  expect(first.jobs).toBeUndefined();

  await updateDoc(doc(owner, 'feature_toggles/blog'), { enabled: true });
  await until(() => togglesApi.endpoints.getToggles.select()(store.getState()).data?.blog?.enabled, 'blog enabled');
  sub.unsubscribe();
});

test('public resources: active only, newest first, timestamps as ISO strings', async () => {
  const sub = store.dispatch(resourcesApi.endpoints.getResources.initiate('public'));
  const list = await sub.unwrap();
  expect(list.map((r) => r.id)).toEqual(['new', 'old']);
  expect(list[0]).toMatchObject({
    title: 'Summit',
    type: 'event',
    createdAt: '2025-03-01T09:00:00.000Z',
    eventDate: '2026-12-05T16:00:00.000Z',
  });

  await setDoc(doc(owner, 'resources/newest'), resource('Newest', '2025-04-01T00:00:00Z'));
  const live = await until(() => {
    const data = resourcesApi.endpoints.getResources.select('public')(store.getState()).data;
    return data?.length === 3 && data;
  }, 'the new resource');
  expect(live.map((r) => r.id)).toEqual(['newest', 'new', 'old']);
  sub.unsubscribe();
});

test('branding streams its favicon; no published page means defaults', async () => {
  const branding = await store.dispatch(brandingApi.endpoints.getBranding.initiate()).unwrap();
  expect(branding).toEqual({ logoUrl: null, faviconUrl: '/favicon.svg' });
  expect(selectBrandingStatus(store.getState())).toBe('ready');
  const page = await store.dispatch(pageContentApi.endpoints.getPublishedPage.initiate('home')).unwrap();
  expect(page).toBeNull();
});

// The SDK may answer a listener from its memory cache before the server's verdict arrives; the
// refusal then arrives as a live-update failure. Either way the UI is told, and an inactive
// resource never reaches a visitor.
test('a visitor cannot list every resource: the refusal reaches the UI state', async () => {
  const result = await store.dispatch(resourcesApi.endpoints.getResources.initiate('all'));
  expect((result.data ?? []).map((r) => r.id)).not.toContain('hidden');
  await until(
    () => result.error?.code === 'permission-denied' || store.getState().ui.liveError,
    'the permission-denied refusal to reach the store',
  );
});

test("a public article carries no view counter: a visitor's read (views + 1) changes nothing an open page holds", async () => {
  const sub = store.dispatch(caseStudiesApi.endpoints.getCaseStudy.initiate('acme-tower'));
  const first = await sub.unwrap();
  expect(first).toMatchObject({ id: 'acme', title: 'Acme Tower', client: 'Acme' });
  expect(first).not.toHaveProperty('views');
  const held = () => caseStudiesApi.endpoints.getCaseStudy.select('acme-tower')(store.getState()).data;
  const seen = new Set([held()]);
  const stop = store.subscribe(() => seen.add(held()));

  // A read, as the page records it (the one public write to an article), then a change the page
  // shows: the read's snapshot comes first, and only the title's may change what the page holds.
  await store.dispatch(caseStudiesApi.endpoints.recordCaseStudyView.initiate('acme')).unwrap();
  await updateDoc(doc(owner, 'case_studies/acme'), { title: 'Acme Tower, retrofitted' });
  await until(() => held()?.title === 'Acme Tower, retrofitted', 'the new title');
  stop();
  expect(seen.size).toBe(2);
  expect(held()).not.toHaveProperty('views');
  // Everything but the title is the object the page already held.
  expect(held()?.results).toBe(first?.results);
  sub.unsubscribe();
});
