import { countWhileListening } from './entity-window-api';
import {
  countArg,
  limitFrom,
  listArg,
  listSpec,
  mergeRows,
  moreLimit,
  searchSpecs,
  searchVariants,
  SEARCH_LIMIT,
  showingText,
  windowComplete,
} from './entity-window';

const leads = {
  orderBy: [['createdAt', 'desc']] as [string, 'asc' | 'desc'][],
  window: { size: 500, search: ['name', 'email'] },
};
const team = { orderBy: [['order', 'asc']] as [string, 'asc' | 'desc'][] };

describe('a windowed list listens to the newest N records, not the whole collection', () => {
  it('queries the definition order with the window size, its where-clauses and a raised limit', () => {
    expect(listSpec(leads)).toEqual({ orderBy: [['createdAt', 'desc']], limit: 500, fromServer: true });
    expect(listSpec(leads, { limit: 1000, where: [['status', '==', 'new']] })).toEqual({
      where: [['status', '==', 'new']],
      orderBy: [['createdAt', 'desc']],
      limit: 1000,
      fromServer: true,
    });
    // A definition without a window still listens to everything.
    expect(listSpec(team)).toEqual({ orderBy: [['order', 'asc']] });
  });

  it('names the default window with no argument, so the page and the dashboard share one listener', () => {
    expect(listArg(leads, 500)).toBeUndefined();
    expect(listArg(leads, 1000)).toEqual({ limit: 1000 });
    expect(listArg(leads, 500, [['status', '==', 'won']])).toEqual({ where: [['status', '==', 'won']] });
    expect(countArg()).toBeUndefined();
    expect(countArg([['active', '==', true]])).toEqual({ where: [['active', '==', true]] });
  });

  it('Load more raises the window by its size; the address may set it, nonsense falls back', () => {
    expect(moreLimit(leads, 500)).toBe(1000);
    expect(limitFrom(leads, '3')).toBe(3);
    expect(limitFrom(leads, null)).toBe(500);
    for (const bad of ['0', '-5', '2.5', 'abc', '1e9']) expect(limitFrom(leads, bad)).toBe(500);
  });

  it('knows the window holds everything only when fewer records came than it asked for', () => {
    expect(windowComplete(undefined, 500)).toBe(false);
    expect(windowComplete(new Array(12), 500)).toBe(true);
    expect(windowComplete(new Array(500), 500)).toBe(false);
  });

  it('says how much is shown', () => {
    expect(showingText(500, 10_012, 'Leads')).toBe('Showing 500 of 10,012 leads');
    expect(showingText(12, 12, 'Leads')).toBe('Showing all 12 leads');
    expect(showingText(500, undefined, 'Resources')).toBe('Showing 500 resources');
  });
});

describe('server search: a prefix range on each search field', () => {
  it('tries the text as typed, capitalised, title case and lower case, from two characters', () => {
    expect(searchVariants('a')).toEqual([]);
    expect(searchVariants('  ')).toEqual([]);
    expect(searchVariants('amara ok')).toEqual(['amara ok', 'Amara ok', 'Amara Ok']);
    expect(searchVariants('Okafor')).toEqual(['Okafor', 'okafor']);
  });

  it('builds one bounded range query per field and spelling, keeping the filter', () => {
    const specs = searchSpecs(leads, { text: 'Okafor', where: [['status', '==', 'new']] });
    expect(specs).toHaveLength(4);
    expect(specs[0]).toEqual({
      where: [
        ['status', '==', 'new'],
        ['name', '>=', 'Okafor'],
        ['name', '<=', 'Okafor\uf8ff'],
      ],
      orderBy: [['name', 'asc']],
      limit: SEARCH_LIMIT,
      fromServer: true,
    });
    expect(specs.map((s) => s.where![1]![0])).toEqual(['name', 'name', 'email', 'email']);
    expect(searchSpecs(team, { text: 'Okafor' })).toEqual([]);
    expect(searchSpecs(leads, { text: 'O' })).toEqual([]);
  });

  it('adds the records the window lacks, once, and keeps the window array when there are none', () => {
    const rows = [{ id: 'a' }, { id: 'b' }];
    expect(mergeRows(rows, undefined)).toBe(rows);
    expect(mergeRows(rows, [{ id: 'b' }])).toBe(rows);
    expect(mergeRows(rows, [{ id: 'b' }, { id: 'c' }])).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
    expect(mergeRows(undefined, [{ id: 'c' }])).toEqual([{ id: 'c' }]);
  });
});

describe('countWhileListening: the total is recounted as the window moves', () => {
  it('counts at once and on every snapshot, one count at a time, once more for snapshots that came meanwhile', async () => {
    let change: () => void = () => {};
    let total = 10;
    const pending: (() => void)[] = [];
    const count = jest.fn(
      () =>
        new Promise<number>((resolve) => {
          pending.push(() => resolve(total));
        }),
    );
    const seen: number[] = [];
    const stop = countWhileListening(
      (onChange) => {
        change = onChange;
        return () => {};
      },
      count,
      (n) => seen.push(n),
      () => {},
    );
    // Counted at once, without waiting for the listener's first answer.
    expect(count).toHaveBeenCalledTimes(1);
    change();
    change(); // while the first count runs
    change();
    expect(count).toHaveBeenCalledTimes(1);
    total = 11;
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(count).toHaveBeenCalledTimes(2);
    pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(seen).toEqual([11, 11]);
    expect(count).toHaveBeenCalledTimes(2);
    stop();
  });

  it('reports the first failure once and nothing after it is stopped', async () => {
    let change: () => void = () => {};
    const errors: string[] = [];
    const stop = countWhileListening(
      (onChange) => {
        change = onChange;
        return () => {};
      },
      () => Promise.reject({ code: 'permission-denied', message: 'no' }),
      () => {},
      (e) => errors.push(e.code),
    );
    change();
    await new Promise((r) => setTimeout(r, 0));
    change();
    await new Promise((r) => setTimeout(r, 0));
    expect(errors).toEqual(['permission-denied']);
    stop();
  });
});
