import { resourcesApi } from '@/features/resources/api';
import { selectToggleWrite, toggleWriteKey, togglesApi } from '@/features/toggles/api';
import type { Toast } from '@/lib/toasts';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';

function setup(options: Parameters<typeof stubBackend>[0] = {}) {
  const stub = stubBackend(options);
  const toasts: Toast[] = [];
  const store = makeTestStore(stub.backend, { notify: (t) => toasts.push(t) });
  return { ...stub, store, toasts };
}

describe('resource mutations and their toasts (spec sections 7 and 8)', () => {
  it('adds a resource active, with 0 views and rating and server timestamps', async () => {
    const { store, writes, toasts } = setup();
    await store.dispatch(
      resourcesApi.endpoints.addResource.initiate({ title: 'Guide', type: 'guide', description: '' }),
    );
    expect(writes).toEqual([
      {
        op: 'add',
        path: 'resources',
        data: { title: 'Guide', type: 'guide', description: '', active: true, views: 0, rating: 0 },
      },
    ]);
    expect(toasts).toEqual([{ variant: 'success', title: 'Success', message: 'Resource added successfully' }]);
  });

  it.each([
    [
      'updateResource',
      { id: 'r1', changes: { title: 'New' } },
      'Resource updated successfully',
      'Failed to update resource',
    ],
    ['deleteResource', 'r1', 'Resource deleted successfully', 'Failed to delete resource'],
    ['addResource', { title: 'x', type: 'guide' }, 'Resource added successfully', 'Failed to add resource'],
  ] as const)('%s toasts success and failure', async (endpoint, arg, success, failure) => {
    const ok = setup();
    await ok.store.dispatch((resourcesApi.endpoints[endpoint].initiate as (a: unknown) => never)(arg));
    expect(ok.toasts.map((t) => t.message)).toEqual([success]);

    const bad = setup({ failWrites: { code: 'permission-denied', message: 'no' } });
    await bad.store.dispatch((resourcesApi.endpoints[endpoint].initiate as (a: unknown) => never)(arg));
    expect(bad.toasts).toEqual([{ variant: 'error', title: 'Error', message: failure }]);
  });

  it('upload failure says the file failed and why when storage is unavailable', async () => {
    const { store, toasts } = setup();
    const file = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    await store.dispatch(resourcesApi.endpoints.uploadResourceFile.initiate({ type: 'guide', file }));
    expect(toasts).toEqual([
      {
        variant: 'error',
        title: 'Error',
        message: 'Failed to upload file',
        detail: 'File storage is unavailable in this environment.',
      },
    ]);
  });
});

describe('toggle feature', () => {
  it('updates the toggle and says enabled or disabled', async () => {
    const { store, writes, toasts } = setup();
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: false }));
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: true }));
    expect(writes.map((w) => [w.op, w.path, w.data])).toEqual([
      ['update', 'feature_toggles/blog', { name: 'blog', enabled: false }],
      ['update', 'feature_toggles/blog', { name: 'blog', enabled: true }],
    ]);
    expect(toasts.map((t) => t.message)).toEqual(['Feature disabled successfully', 'Feature enabled successfully']);
  });

  it('falls back to creating the document when it is not found', async () => {
    const { store, writes, toasts } = setup({ failOps: { update: { code: 'not-found', message: 'missing' } } });
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: true }));
    expect(writes.map((w) => w.op)).toEqual(['update', 'set']);
    expect(writes[1]).toEqual({ op: 'set', path: 'feature_toggles/jobs', data: { name: 'jobs', enabled: true } });
    expect(toasts.map((t) => t.message)).toEqual(['Feature enabled successfully']);
  });

  it('toasts "Failed to toggle feature" on other errors, without creating anything', async () => {
    const { store, writes, toasts } = setup({ failOps: { update: { code: 'permission-denied', message: 'no' } } });
    await store.dispatch(togglesApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: false }));
    expect(writes.map((w) => w.op)).toEqual(['update']);
    expect(toasts).toEqual([{ variant: 'error', title: 'Error', message: 'Failed to toggle feature' }]);
  });

  it("tracks a toggle's write under the toggle's own key while it is in flight", async () => {
    const { store } = setup();
    const write = (name: string) =>
      store.dispatch(
        togglesApi.endpoints.toggleFeature.initiate({ name, enabled: false }, { fixedCacheKey: toggleWriteKey(name) }),
      );
    const events = write('events');
    expect(selectToggleWrite('events')(store.getState()).isLoading).toBe(true);
    expect(selectToggleWrite('blog')(store.getState()).isUninitialized).toBe(true);
    await events;
    expect(selectToggleWrite('events')(store.getState())).toMatchObject({ isLoading: false, isSuccess: true });
  });
});
