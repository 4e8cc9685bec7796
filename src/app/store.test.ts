import { resourceEntity } from '@/features/resources/entity';
import { selectToggleWrite, toggleWriteKey, togglesAdminApi } from '@/features/toggles/admin-api';
import { api } from '@/lib/data';
import { entityEndpoints, entityToasts } from '@/lib/entity';
import { registerToasts, type Toast } from '@/lib/util';
import { uploadApi } from '@/lib/entity/upload-api';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';

function setup(options: Parameters<typeof stubBackend>[0] = {}) {
  const stub = stubBackend(options);
  const toasts: Toast[] = [];
  const store = makeTestStore(stub.backend, { notify: (t) => toasts.push(t) });
  return { ...stub, store, toasts };
}

// Resources are written through the entity layer (src/lib/entity/entity-api.ts): every write is one batch
// with its audit entry; the toasts come from the definition (entityToasts), registered as the back
// office registers them.
const resourcesAdmin = entityEndpoints(resourceEntity);
const { add: addResource, update: updateResource, remove: deleteResource } = resourcesAdmin.names;
registerToasts(entityToasts(resourceEntity));
const endpoint = (name: string) =>
  (api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>)[name]!;

describe('resource mutations and their toasts (spec sections 7 and 8)', () => {
  it('adds a resource active, with 0 views and rating, and its audit entry, in one batch', async () => {
    const { store, writes, toasts } = setup();
    await store.dispatch(endpoint(addResource).initiate({ title: 'Guide', type: 'guide', description: '' }));
    expect(writes).toEqual([
      {
        op: 'batch:set',
        path: expect.stringMatching(/^resources\/[A-Za-z0-9]{20}$/),
        data: { title: 'Guide', type: 'guide', description: '', active: true, views: 0, rating: 0, rev: 1 },
      },
      {
        op: 'batch:set',
        path: expect.stringMatching(/^audit_log\/[A-Za-z0-9]{20}$/),
        data: expect.objectContaining({ entity: 'resources', collection: 'resources', action: 'created' }),
      },
      // the record's head names its entry (issue 20: one entry per record and batch)
      {
        op: 'batch:set',
        path: `audit_heads/resources__${writes[0]!.path.split('/')[1]}`,
        data: { lastId: writes[1]!.path.split('/')[1] },
      },
    ]);
    expect(writes[1]!.data!.recordId).toBe(writes[0]!.path.split('/')[1]);
    expect(toasts).toEqual([{ variant: 'success', title: 'Success', message: 'Resource added successfully' }]);
  });

  it('deletes several resources in one batch, one audit entry each, and says how many went', async () => {
    const { store, writes, toasts } = setup();
    await store.dispatch(endpoint(deleteResource).initiate(['r1', 'r2']));
    expect(writes.map((w) => [w.op, w.path.replace(/^audit_log\/.*/, 'audit_log'), w.data?.recordId])).toEqual([
      ['batch:delete', 'resources/r1', undefined],
      ['batch:set', 'audit_log', 'r1'],
      ['batch:set', 'audit_heads/resources__r1', undefined],
      ['batch:delete', 'resources/r2', undefined],
      ['batch:set', 'audit_log', 'r2'],
      ['batch:set', 'audit_heads/resources__r2', undefined],
    ]);
    expect(toasts.map((t) => t.message)).toEqual(['2 resources deleted']);
  });

  it.each([
    [
      updateResource,
      { id: 'r1', values: { title: 'New', type: 'guide' } },
      'Resource updated successfully',
      'Failed to update resource',
    ],
    [deleteResource, ['r1'], 'Resource deleted successfully', 'Failed to delete resource'],
    [addResource, { title: 'x', type: 'guide' }, 'Resource added successfully', 'Failed to add resource'],
  ] as const)('%s toasts success and failure', async (name, arg, success, failure) => {
    const ok = setup();
    await ok.store.dispatch(endpoint(name).initiate(arg));
    expect(ok.toasts.map((t) => t.message)).toEqual([success]);

    const bad = setup({ failWrites: { code: 'permission-denied', message: 'no' } });
    await bad.store.dispatch(endpoint(name).initiate(arg));
    expect(bad.toasts).toEqual([{ variant: 'error', title: 'Error', message: failure }]);
  });

  it('refuses input the schema refuses, without writing, with the failure toast', async () => {
    const { store, writes, toasts } = setup();
    await store.dispatch(endpoint(addResource).initiate({ title: 'x', type: 'guide', url: 'http://e.co' }));
    expect(writes).toEqual([]);
    expect(toasts).toEqual([{ variant: 'error', title: 'Error', message: 'Failed to add resource' }]);
  });

  it('upload failure says the file failed and why when storage is unavailable', async () => {
    const { store, toasts } = setup();
    const file = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    await store.dispatch(uploadApi.endpoints.uploadFile.initiate({ path: 'resources/guide/plan.pdf', file }));
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
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: false }));
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: true }));
    expect(writes.map((w) => [w.op, w.path, w.data])).toEqual([
      ['update', 'feature_toggles/blog', { name: 'blog', enabled: false }],
      ['update', 'feature_toggles/blog', { name: 'blog', enabled: true }],
    ]);
    expect(toasts.map((t) => t.message)).toEqual(['Feature disabled successfully', 'Feature enabled successfully']);
  });

  it('a toast that cannot be shown does not fail the write it reports', async () => {
    const stub = stubBackend();
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = makeTestStore(stub.backend, {
      notify: () => {
        throw new Error('no toaster');
      },
    });
    const result = await store.dispatch(
      togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'blog', enabled: false }),
    );
    expect(result.error).toBeUndefined();
    expect(stub.writes.map((w) => w.path)).toEqual(['feature_toggles/blog']);
    expect(log).toHaveBeenCalledWith('[toasts] could not show a toast:', expect.any(Error));
    log.mockRestore();
  });

  it('falls back to creating the document when it is not found', async () => {
    const { store, writes, toasts } = setup({ failOps: { update: { code: 'not-found', message: 'missing' } } });
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: true }));
    expect(writes.map((w) => w.op)).toEqual(['update', 'set']);
    expect(writes[1]).toEqual({ op: 'set', path: 'feature_toggles/jobs', data: { name: 'jobs', enabled: true } });
    expect(toasts.map((t) => t.message)).toEqual(['Feature enabled successfully']);
  });

  it('toasts "Failed to toggle feature" on other errors, without creating anything', async () => {
    const { store, writes, toasts } = setup({ failOps: { update: { code: 'permission-denied', message: 'no' } } });
    await store.dispatch(togglesAdminApi.endpoints.toggleFeature.initiate({ name: 'jobs', enabled: false }));
    expect(writes.map((w) => w.op)).toEqual(['update']);
    expect(toasts).toEqual([{ variant: 'error', title: 'Error', message: 'Failed to toggle feature' }]);
  });

  it("tracks a toggle's write under the toggle's own key while it is in flight", async () => {
    const { store } = setup();
    const write = (name: string) =>
      store.dispatch(
        togglesAdminApi.endpoints.toggleFeature.initiate(
          { name, enabled: false },
          { fixedCacheKey: toggleWriteKey(name) },
        ),
      );
    const events = write('events');
    expect(selectToggleWrite('events')(store.getState()).isLoading).toBe(true);
    expect(selectToggleWrite('blog')(store.getState()).isUninitialized).toBe(true);
    await events;
    expect(selectToggleWrite('events')(store.getState())).toMatchObject({ isLoading: false, isSuccess: true });
  });
});
