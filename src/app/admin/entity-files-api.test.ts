import { mediaEntity, type MediaItem } from '@/features/media/entity';
import { authChanged } from '@/features/auth/authSlice';
import { makeTestStore } from '@/testing/render';
import { stubBackend, type StubOptions } from '@/testing/stub-backend';
import { api, type Backend } from '@/lib/data';
import { fileEndpoints, recordEndpointName } from '@/lib/entity';

fileEndpoints(mediaEntity);

const file: MediaItem = {
  id: 'm1',
  name: 'Tower render.jpg',
  path: 'media/tower-render-aaaaaaaaaaaaaaaaaaaa.jpg',
  url: '/images/media/tower.jpg',
  contentType: 'image/jpeg',
  size: 100,
  uploadedBy: 'u',
  uploadedByName: 'Content Editor',
  alt: '',
  decorative: false,
};

function setup(options: StubOptions, storage?: Partial<Backend['storage']>) {
  const stub = stubBackend({ ...options, docs: { 'media/m1': file, ...options.docs } });
  const backend = { ...stub.backend, storage: { ...stub.backend.storage, ...storage } };
  const store = makeTestStore(backend);
  store.dispatch(authChanged({ uid: 'u1', email: 'editor@example.com', displayName: 'Content Editor' }));
  const endpoints = api.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>;
  const run = (name: string, arg: unknown) =>
    (store.dispatch(endpoints[name]!.initiate(arg)) as unknown as { unwrap: () => Promise<unknown> }).unwrap();
  return { run, writes: stub.writes };
}

describe('deleting files (the media library)', () => {
  it('refuses while a file is used, naming each use, and writes nothing', async () => {
    const remove = jest.fn(async () => {});
    const { run, writes } = setup(
      {
        collections: {
          team: [{ id: 't', name: 'Ada Lovelace', image: file.url }],
          blog_posts: [{ id: 'p', title: 'Steel', coverImage: '', body: `![x](${file.url})` }],
        },
      },
      { available: true, remove },
    );
    await expect(run('deleteFile', ['m1'])).rejects.toEqual({
      code: 'in-use',
      message:
        '“Tower render.jpg” is still used by blog post “Steel” (body) and team member “Ada Lovelace” (photo). Remove it there first.',
    });
    expect(writes).toEqual([]);
    expect(remove).not.toHaveBeenCalled();
  });

  it('deletes an unused file: the stored object first, then the record with its audit entry', async () => {
    const order: string[] = [];
    const remove = jest.fn(async (path: string) => void order.push(`storage:${path}`));
    const { run, writes } = setup(
      { collections: { team: [{ id: 't', name: 'Ada', image: '/other.jpg' }] } },
      {
        available: true,
        remove,
      },
    );
    await run('deleteFile', ['m1']);
    expect(remove).toHaveBeenCalledWith('media/tower-render-aaaaaaaaaaaaaaaaaaaa.jpg');
    const auditPath = writes[1]!.path;
    expect(auditPath).toMatch(/^audit_log\/\w{20}$/);
    expect(writes.map((w) => `${w.op} ${w.path}`)).toEqual([
      'batch:delete media/m1',
      `batch:set ${auditPath}`,
      'batch:set audit_heads/media__m1', // the record's head names the entry (issue 20)
    ]);
    expect(writes[1]!.data).toMatchObject({ action: 'deleted', recordId: 'm1', title: 'Tower render.jpg' });
  });

  it('where storage is unavailable, deletes the record and leaves the stored file', async () => {
    const remove = jest.fn(async () => {});
    const { run, writes } = setup({}, { available: false, remove });
    await run('deleteFile', ['m1']);
    expect(remove).not.toHaveBeenCalled();
    expect(writes.map((w) => w.op)).toEqual(['batch:delete', 'batch:set', 'batch:set']);
  });
});

describe('recording an upload', () => {
  it('writes the metadata document with its audit entry', async () => {
    const { run, writes } = setup({});
    const { id: _id, uploadedBy: _u, uploadedByName: _n, ...upload } = file;
    await run(recordEndpointName(mediaEntity), upload);
    expect(writes.map((w) => w.op)).toEqual(['batch:set', 'batch:set', 'batch:set']);
    expect(writes[0]!.data).toMatchObject({
      name: 'Tower render.jpg',
      contentType: 'image/jpeg',
      size: 100,
      uploadedBy: 'u1',
      uploadedByName: 'Content Editor',
    });
  });

  it('refuses a record the rules would refuse (an SVG) before writing', async () => {
    const { run, writes } = setup({});
    const { id: _id, uploadedBy: _u, uploadedByName: _n, ...upload } = file;
    await expect(run('recordFile', { ...upload, contentType: 'image/svg+xml' })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    expect(writes).toEqual([]);
  });
});
