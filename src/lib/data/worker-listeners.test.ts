import type { AppError, Backend, PlainDoc } from './backend-types';
import type { LiveReply, LiveRequest } from './live-protocol';
import { liveParser } from './live-parser';
import { withListeners, workerListeners, type LiveWorker } from './worker-listeners';

/** A stand-in for the live-data worker: records what the page asks and lets the test answer. */
class TestWorker implements LiveWorker {
  sent: LiveRequest[] = [];
  terminated = false;
  private listeners: Record<string, ((event: never) => void)[]> = {};
  postMessage(message: LiveRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  reply(message: LiveReply) {
    this.listeners.message?.forEach((l) => l({ data: message } as never));
  }
  crash() {
    this.listeners.error?.forEach((l) => l({ message: 'worker script failed' } as never));
  }
}

/** A page backend whose listeners are recorded (open until their Unsubscribe is called). */
function pageBackend() {
  const open: { path: string; next: (d: unknown) => void; closed: boolean }[] = [];
  const listen = (path: string, next: (d: never) => void) => {
    const entry = { path, next: next as (d: unknown) => void, closed: false };
    open.push(entry);
    return () => void (entry.closed = true);
  };
  const backend = {
    listenDoc: (path: string, next: (d: PlainDoc | null) => void) => listen(path, next),
    listenQuery: (path: string, _spec: unknown, next: (d: PlainDoc[]) => void) => listen(path, next),
    getDoc: jest.fn(async (path: string) => ({ id: path })),
  } as unknown as Backend;
  return { backend, open };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const silenceWarning = () => jest.spyOn(console, 'warn').mockImplementation(() => {});
/** A client of a stand-in worker, with a recording page backend to fall back to. */
function clientOfTestWorker() {
  const worker = new TestWorker();
  const page = pageBackend();
  return {
    worker,
    page,
    client: workerListeners(
      () => worker,
      async () => page.backend,
    ),
  };
}

describe('listeners in the live-data worker', () => {
  it('asks the worker to listen, hands over its snapshots, and stops it', () => {
    const worker = new TestWorker();
    const create = jest.fn(() => worker);
    const live = workerListeners(create, async () => pageBackend().backend);
    const docs: PlainDoc[][] = [];
    const stop = live.listenQuery(
      'posts',
      { limit: 5 },
      (d) => docs.push(d),
      () => {},
    );
    const doc: (PlainDoc | null)[] = [];
    live.listenDoc(
      'settings/toggles',
      (d) => doc.push(d),
      () => {},
    );
    expect(create).toHaveBeenCalledTimes(1); // one worker for all listeners
    const [query, single] = worker.sent as [LiveRequest & { id: number }, LiveRequest & { id: number }];
    expect(query).toEqual({ type: 'query', id: query.id, path: 'posts', spec: { limit: 5 } });
    expect(single).toEqual({ type: 'doc', id: single.id, path: 'settings/toggles' });

    worker.reply({ id: query.id, data: [{ id: 'a', title: 'A' }] });
    worker.reply({ id: single.id, data: null });
    expect(docs).toEqual([[{ id: 'a', title: 'A' }]]);
    expect(doc).toEqual([null]);

    stop();
    expect(worker.sent.at(-1)).toEqual({ type: 'stop', id: query.id });
    worker.reply({ id: query.id, data: [] }); // a late snapshot of a stopped listener goes nowhere
    expect(docs).toHaveLength(1);
  });

  it("reports a listener's error once and forgets it", () => {
    const { worker, client: live } = clientOfTestWorker();
    const errors: AppError[] = [];
    const stop = live.listenDoc(
      'pages/home',
      () => {},
      (e) => errors.push(e),
    );
    const { id } = worker.sent[0] as { id: number };
    worker.reply({ id, error: { code: 'permission-denied', message: 'Missing or insufficient permissions.' } });
    worker.reply({ id, error: { code: 'permission-denied', message: 'again' } });
    expect(errors).toEqual([{ code: 'permission-denied', message: 'Missing or insufficient permissions.' }]);
    stop();
    expect(worker.sent.filter((m) => m.type === 'stop')).toEqual([]); // nothing left to stop there
  });

  it('moves every open listener to the page when the worker fails, and listens on the page after', async () => {
    const warn = silenceWarning();
    const { worker, page, client: live } = clientOfTestWorker();
    const seen: unknown[] = [];
    const stopA = live.listenQuery(
      'resources',
      {},
      (d) => seen.push(['a', d]),
      () => {},
    );
    live.listenDoc(
      'settings/branding',
      (d) => seen.push(['b', d]),
      () => {},
    );
    worker.crash();
    await flush();
    expect(worker.terminated).toBe(true);
    expect(page.open.map((l) => l.path)).toEqual(['resources', 'settings/branding']);
    page.open[0]!.next([{ id: 'r1' }]);
    expect(seen).toEqual([['a', [{ id: 'r1' }]]]);

    live.listenDoc(
      'pages/home',
      () => {},
      () => {},
    );
    await flush();
    expect(page.open.map((l) => l.path)).toEqual(['resources', 'settings/branding', 'pages/home']);
    expect(worker.sent.map((m) => m.type)).toEqual(['query', 'doc']); // nothing more to the worker

    stopA();
    expect(page.open[0]!.closed).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("has the worker run a listener's parser by its name, never loading it on the page; the page runs it once the worker fails", async () => {
    const warn = silenceWarning();
    const { worker, page, client: live } = clientOfTestWorker();
    const load = jest.fn(async () => (docs: PlainDoc[]) => docs.map((d) => d.id));
    const ids = liveParser<PlainDoc[], string[]>('ids', load);
    const seen: unknown[] = [];
    live.listenParsed(
      { type: 'query', path: 'faqs', spec: { orderBy: [['order', 'asc']] } },
      ids,
      (d) => seen.push(d),
      () => {},
    );
    expect(worker.sent).toEqual([
      { type: 'query', id: 1, path: 'faqs', spec: { orderBy: [['order', 'asc']] }, parser: 'ids' },
    ]);
    worker.reply({ id: 1, data: ['parsed in the worker'] });
    expect(seen).toEqual([['parsed in the worker']]);
    expect(load).not.toHaveBeenCalled();

    worker.crash();
    await flush();
    expect(page.open.map((l) => l.path)).toEqual(['faqs']);
    page.open[0]!.next([{ id: 'f1' }, { id: 'f2' }]);
    await flush();
    expect(seen).toEqual([['parsed in the worker'], ['f1', 'f2']]);
    expect(load).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('listens on the page when no worker can be made', async () => {
    const warn = silenceWarning();
    const page = pageBackend();
    const live = workerListeners(
      () => {
        throw new Error('Worker is not supported');
      },
      async () => page.backend,
    );
    const stop = live.listenDoc(
      'settings/toggles',
      () => {},
      () => {},
    );
    await flush();
    expect(page.open.map((l) => l.path)).toEqual(['settings/toggles']);
    stop();
    expect(page.open[0]!.closed).toBe(true);
    warn.mockRestore();
  });

  it('a listener closed before the page backend loaded is never opened there', async () => {
    const warn = silenceWarning();
    const worker = new TestWorker();
    const page = pageBackend();
    let load: (b: Backend) => void = () => {};
    const live = workerListeners(
      () => worker,
      () => new Promise<Backend>((r) => (load = r)),
    );
    const stop = live.listenDoc(
      'settings/toggles',
      () => {},
      () => {},
    );
    worker.crash();
    stop();
    load(page.backend);
    await flush();
    expect(page.open).toEqual([]);
    warn.mockRestore();
  });
});

describe('reads and writes in the live-data worker', () => {
  it('sends a call and settles it with the reply: a result, or an error', async () => {
    const { worker, client } = clientOfTestWorker();
    const added = client.call('add', ['leads', { name: 'Ada' }, undefined]);
    const counted = client.call('increment', ['blog_posts/p1', 'views', 1]);
    const [a, b] = worker.sent as (LiveRequest & { id: number })[];
    expect(a).toEqual({ type: 'call', id: a!.id, method: 'add', args: ['leads', { name: 'Ada' }, undefined] });
    worker.reply({ id: a!.id, result: 'lead-1' });
    worker.reply({ id: b!.id, error: { code: 'permission-denied', message: 'no' } });
    await expect(added).resolves.toBe('lead-1');
    await expect(counted).rejects.toEqual({ code: 'permission-denied', message: 'no' });
  });

  it('fails a call in flight when the worker fails (never repeats a write), and makes later ones on the page', async () => {
    const warn = silenceWarning();
    const { worker, client } = clientOfTestWorker();
    const inFlight = client.call('getDoc', ['pages/home']);
    worker.crash();
    await expect(inFlight).rejects.toMatchObject({ code: 'unavailable' });
    await expect(client.call('getDoc', ['pages/home'])).resolves.toEqual({ id: 'pages/home' });
    expect(worker.sent).toHaveLength(1);
    warn.mockRestore();
  });
});

describe('a backend whose listeners run in the worker', () => {
  it('reads and writes in the worker until the visitor uses identity, then on the page; identity through the auth port', async () => {
    const page = pageBackend();
    const full = jest.fn(async () => page.backend);
    const onChange = jest.fn((listener: (u: null) => void) => {
      listener(null);
      return () => {};
    });
    const resetPassword = jest.fn(async () => {});
    const auth = { onChange, resetPassword } as unknown as Backend['auth'];
    const listeners = { listenDoc: jest.fn(), listenQuery: jest.fn(), listenParsed: jest.fn(), call: jest.fn() };
    const onIdentity = jest.fn();
    const backend = withListeners(listeners, full, auth, onIdentity);
    expect(full).not.toHaveBeenCalled();
    expect(backend.listenDoc).toBe(listeners.listenDoc);
    expect(backend.listenParsed).toBe(listeners.listenParsed);

    // Reads and writes go to the worker while the visitor is anonymous...
    listeners.call.mockResolvedValue({ id: 'from-worker' });
    await expect(backend.getDoc('pages/home')).resolves.toEqual({ id: 'from-worker' });
    expect(listeners.call).toHaveBeenCalledWith('getDoc', ['pages/home']);
    expect(full).not.toHaveBeenCalled();

    const heard: unknown[] = [];
    backend.auth.onChange((u) => heard.push(u));
    await flush();
    expect(heard).toEqual([null]);
    expect(onIdentity).not.toHaveBeenCalled();

    // ...and to the page's own backend, with the account's credentials, once identity is used.
    await backend.auth.resetPassword('ada@example.com');
    expect(resetPassword).toHaveBeenCalledWith('ada@example.com');
    expect(onIdentity).toHaveBeenCalledTimes(1);
    await expect(backend.getDoc('pages/home')).resolves.toEqual({ id: 'pages/home' });
    expect(full).toHaveBeenCalledTimes(1);
    expect(listeners.call).toHaveBeenCalledTimes(1);
  });
});
