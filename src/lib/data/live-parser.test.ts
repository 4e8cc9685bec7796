import type { AppError, Backend, PlainDoc } from './backend-types';
import { docsParser } from './docs-parser';
import { liveParser, listenParsed, type LiveParser, type ParsingListeners } from './live-parser';
import { z } from '@/lib/schema/zod';

/** A backend whose query listeners the test feeds by hand. */
function backendWithListeners() {
  const open: { path: string; next: (docs: PlainDoc[]) => void; error: (e: AppError) => void; closed: boolean }[] = [];
  const backend = {
    listenDoc: jest.fn(),
    listenQuery: (path: string, _spec: unknown, next: (docs: PlainDoc[]) => void, error: (e: AppError) => void) => {
      const entry = { path, next, error, closed: false };
      open.push(entry);
      return () => void (entry.closed = true);
    },
  } as unknown as Backend;
  return { backend, open };
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const itemSchema = z.object({ id: z.string(), order: z.number() });
const request = { type: 'query', path: 'items', spec: {} } as const;

describe('docsParser', () => {
  it('validates each document, skipping and reporting a malformed one, then shapes it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parser = docsParser(
      'items',
      'items',
      async () => itemSchema,
      (i) => i.id,
    );
    const parse = await parser.load();
    expect(parse([{ id: 'a', order: 1 }, { id: 'b', order: 'second' } as PlainDoc])).toEqual(['a']);
    expect(warn).toHaveBeenCalledWith('[items] skipped malformed document b:', expect.any(Array));
    warn.mockRestore();
  });

  it('loads once, and again after a failed load (a chunk that failed may load on a retry)', async () => {
    const failed = new TypeError('Failed to fetch dynamically imported module');
    const schema = jest.fn().mockRejectedValueOnce(failed).mockResolvedValue(itemSchema);
    const parser = docsParser('items', 'items', schema);
    await expect(parser.load()).rejects.toBe(failed);
    const first = await parser.load();
    expect(await parser.load()).toBe(first);
    expect(schema).toHaveBeenCalledTimes(2);
  });
});

describe('listenParsed', () => {
  it('parses each snapshot where the listener runs, in order, and stops delivering once closed', async () => {
    const { backend, open } = backendWithListeners();
    let release = () => {};
    const loaded = new Promise<void>((r) => (release = r));
    const parser = liveParser('ids', async () => {
      await loaded;
      return (docs: PlainDoc[]) => docs.map((d) => d.id);
    });
    const seen: unknown[] = [];
    const stop = listenParsed(
      backend,
      request,
      parser,
      (d) => seen.push(d),
      () => {},
    );
    // Two snapshots before the parser has loaded: both arrive, in order, once it has.
    open[0]!.next([{ id: 'a' }]);
    open[0]!.next([{ id: 'a' }, { id: 'b' }]);
    expect(seen).toEqual([]);
    release();
    await flush();
    expect(seen).toEqual([['a'], ['a', 'b']]);
    stop();
    expect(open[0]!.closed).toBe(true);
    open[0]!.next([{ id: 'c' }]);
    await flush();
    expect(seen).toHaveLength(2);
  });

  it('fails the listener once and closes it when the parser cannot load', async () => {
    const { backend, open } = backendWithListeners();
    const parser = liveParser<PlainDoc[], never>('broken', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const errors: AppError[] = [];
    listenParsed(
      backend,
      request,
      parser,
      () => {},
      (e) => errors.push(e),
    );
    open[0]!.next([{ id: 'a' }]);
    open[0]!.next([{ id: 'b' }]);
    await flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/dynamically imported module/);
    expect(open[0]!.closed).toBe(true);
  });

  it('fails the listener once and closes it when a snapshot cannot be parsed, after delivering the ones before', async () => {
    const { backend, open } = backendWithListeners();
    const parser = liveParser<PlainDoc[], string[]>('strict', async () => (docs) => {
      if (docs.some((d) => d.id === 'bad')) throw new Error('Invalid input: expected string, received number');
      return docs.map((d) => d.id);
    });
    const delivered: string[][] = [];
    const errors: AppError[] = [];
    listenParsed(
      backend,
      request,
      parser,
      (ids) => delivered.push(ids),
      (e) => errors.push(e),
    );
    open[0]!.next([{ id: 'a' }]);
    open[0]!.next([{ id: 'bad' }]);
    open[0]!.next([{ id: 'c' }]);
    await flush();
    expect(delivered).toEqual([['a']]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toMatch(/expected string/);
    expect(open[0]!.closed).toBe(true);
  });

  it('hands the listener to a backend that runs parsers itself (the live-data worker), loading nothing here', () => {
    const load = jest.fn();
    const parser: LiveParser<PlainDoc[], string[]> = liveParser('ids', load);
    const listenParsedThere = jest.fn(() => () => {});
    const backend = { ...backendWithListeners().backend, listenParsed: listenParsedThere } as Backend &
      ParsingListeners;
    const next = () => {};
    const error = () => {};
    listenParsed(backend, request, parser, next, error);
    expect(listenParsedThere).toHaveBeenCalledWith(request, parser, next, error);
    expect(load).not.toHaveBeenCalled();
  });
});
