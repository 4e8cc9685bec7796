import { z } from '@/lib/schema/zod';
import type { PlainDoc } from '@/lib/data';
import { equalData, incrementalParser } from './incremental';

// A lead as the back office reads it (src/domain/leads/lead.ts, trimmed).
const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  status: z.enum(['new', 'contacted', 'qualified', 'won', 'lost']),
  createdAt: z.nullable(z.string()),
});

const lead = (i: number, over: Partial<PlainDoc> = {}): PlainDoc => ({
  id: `lead-${i}`,
  name: `Person ${i}`,
  email: `p${i}@firm.example`,
  company: `Firm ${i}`,
  projectDescription: 'A footbridge',
  status: 'new',
  createdAt: '2026-01-01T09:00:00.000Z',
  ...over,
});

describe('incrementalParser (a live list of thousands of records)', () => {
  it('re-validates only the document that changed; every other row keeps its identity', () => {
    const parse = incrementalParser(leadSchema, 'demo_requests');
    const docs = Array.from({ length: 10_000 }, (_, i) => lead(i));
    const first = parse(docs);
    expect(first).toHaveLength(10_000);
    expect(parse.parses()).toBe(10_000);

    const changed = [...docs];
    changed[42] = lead(42, { status: 'contacted' });
    const second = parse(changed);

    expect(parse.parses()).toBe(10_001);
    expect(second[42]!.status).toBe('contacted');
    expect(second[42]).not.toBe(first[42]);
    expect(second.filter((row, i) => row !== first[i])).toHaveLength(1);
  });

  it('treats a new but equal plain object as unchanged (backends that copy every document)', () => {
    const parse = incrementalParser(leadSchema, 'demo_requests');
    const first = parse([lead(1), lead(2)]);
    const again = parse([lead(1), lead(2)]);
    expect(parse.parses()).toBe(2);
    // Nothing changed: the very same array, so RTK Query and React see no change at all.
    expect(again).toBe(first);
  });

  it('follows added, removed and reordered documents', () => {
    const parse = incrementalParser(leadSchema, 'demo_requests');
    const [a, b, c] = [lead(1), lead(2), lead(3)];
    const first = parse([a, b]);
    const added = parse([c, a, b]);
    expect(added.map((r) => r.id)).toEqual(['lead-3', 'lead-1', 'lead-2']);
    expect(added[1]).toBe(first[0]);
    expect(parse.parses()).toBe(3);
    const removed = parse([c, b]);
    expect(removed.map((r) => r.id)).toEqual(['lead-3', 'lead-2']);
    expect(removed[1]).toBe(first[1]);
    const reordered = parse([b, c]);
    expect(reordered).not.toBe(removed);
    expect(reordered.map((r) => r.id)).toEqual(['lead-2', 'lead-3']);
    expect(parse.parses()).toBe(3);
  });

  it('skips a malformed document and reports it once, not on every snapshot', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const parse = incrementalParser(leadSchema, 'demo_requests');
    const bad = lead(2, { status: 'maybe' });
    expect(parse([lead(1), bad]).map((r) => r.id)).toEqual(['lead-1']);
    expect(parse([lead(1), bad, lead(3)]).map((r) => r.id)).toEqual(['lead-1', 'lead-3']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('lead-2');
    warn.mockRestore();
  });

  it('keys documents of a collection group by parent and id', () => {
    const parse = incrementalParser(leadSchema, 'replies');
    const rows = parse([lead(1, { parentId: 'p1' }), lead(1, { parentId: 'p2', name: 'Other' })]);
    expect(rows.map((r) => r.name)).toEqual(['Person 1', 'Other']);
  });
});

describe('equalData', () => {
  it('compares plain document data deeply', () => {
    expect(equalData({ a: [1, { b: 'x' }], c: null }, { a: [1, { b: 'x' }], c: null })).toBe(true);
    expect(equalData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(equalData({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(equalData([1], { 0: 1 })).toBe(false);
  });
});
