// Bounded live lists (EntityDef.window): an entity that can grow without bound (leads, resources)
// is listened to as its newest N records in the definition's order, not as the whole collection.
// "Load more" raises N; the total is a server-side count; filters that can be where-clauses are;
// a search also asks the server (prefix match on the definition's search fields) when the window
// does not hold every record. Pure: the queries are built here and run by src/lib/entity/entity-api.ts.
import type { QuerySpec, WhereOp } from '@/lib/data';

/** What a definition declares to be listed in windows. */
export interface EntityWindowDef<T> {
  /** Records listened to at first, and added by each "Load more" (e.g. 500). */
  size: number;
  /** Fields a server search matches by prefix ("Okafor" finds "Okafor Ltd", not "Amara Okafor").
   *  Firestore compares case-sensitively: the text is tried as typed, capitalised and lower case. */
  search?: readonly (keyof T & string)[];
}

export type WhereClause = [field: string, op: WhereOp, value: unknown];

/** A window of the list: how many records and which (where-clauses). No argument: the default. */
export interface ListArg {
  limit?: number;
  where?: WhereClause[];
}
export interface CountArg {
  where?: WhereClause[];
  /** Recount when the default window (the newest records of all) changes, instead of listening
   *  to a window of these where-clauses of its own: for a figure no table shows (a card's "N
   *  active"), it costs no query besides the one the table already runs. */
  shared?: boolean;
}
export interface SearchArg {
  text: string;
  where?: WhereClause[];
}
/** A server search's records; `capped`: some field had more matches than were fetched. */
export interface SearchResult<T> {
  rows: T[];
  capped: boolean;
}

type Def = { orderBy: readonly [string, 'asc' | 'desc'][]; window?: { size: number; search?: readonly string[] } };

/** The least text a server search runs for, and the records fetched per field and spelling. */
export const SEARCH_MIN = 2;
export const SEARCH_LIMIT = 100;

/** The list's query: the definition's order, the window's where-clauses and limit (a definition
 *  without a window: the whole collection). */
export function listSpec(def: Def, arg?: ListArg | void): QuerySpec {
  const where = arg?.where ?? [];
  return {
    ...(where.length ? { where } : {}),
    orderBy: def.orderBy.map(([f, d]) => [f, d]),
    // A window is judged complete when fewer records come than it asked for: never on a partial
    // answer from the local cache.
    ...(def.window ? { limit: Math.max(1, Math.floor(arg?.limit ?? def.window.size)), fromServer: true } : {}),
  };
}

/** The list argument for a window: undefined for the default one, so every view of the default
 *  window (the page, the dashboard) shares one cache entry and one listener. */
export function listArg(def: Def, limit: number, where: readonly WhereClause[] = []): ListArg | undefined {
  const size = def.window?.size;
  if ((size === undefined || limit === size) && where.length === 0) return undefined;
  return { ...(size !== undefined && limit !== size ? { limit } : {}), ...(where.length ? { where: [...where] } : {}) };
}

/** The count's argument (undefined: every record). */
export const countArg = (where: readonly WhereClause[] = []): CountArg | undefined =>
  where.length ? { where: [...where] } : undefined;

/** A window raised by "Load more": one more window size. */
export const moreLimit = (def: Def, limit: number) => limit + (def.window?.size ?? 0);

/** The window's limit from the page's address (`?limit=`), else the definition's size. */
export function limitFrom(def: Def, param: string | null): number {
  const n = Number(param);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : (def.window?.size ?? 0);
}

/** The spellings tried: as typed, first letter capitalised, Every Word Capitalised, lower case. */
export function searchVariants(text: string): string[] {
  const t = text.trim();
  if (t.length < SEARCH_MIN) return [];
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  return [...new Set([t, cap(t), t.split(/(\s+)/).map(cap).join(''), t.toLowerCase()])];
}

/** The server search's queries: each search field, each spelling, a prefix range on that field
 *  (with the window's where-clauses). Empty when there is nothing to search. */
export function searchSpecs(def: Def, arg: SearchArg): QuerySpec[] {
  const fields = def.window?.search ?? [];
  return fields.flatMap((field) =>
    searchVariants(arg.text).map((v): QuerySpec => ({
      where: [...(arg.where ?? []), [field, '>=', v], [field, '<=', `${v}\uf8ff`]],
      orderBy: [[field, 'asc']],
      limit: SEARCH_LIMIT,
      fromServer: true,
    })),
  );
}

/** The window's rows plus the search's records it does not hold (the same array when none). */
export function mergeRows<T extends { id: string }>(
  rows: T[] | undefined,
  found: readonly T[] | undefined,
): T[] | undefined {
  if (!found?.length) return rows;
  const have = new Set((rows ?? []).map((r) => r.id));
  const extra = found.filter((r) => !have.has(r.id));
  return extra.length ? [...(rows ?? []), ...extra] : rows;
}

/** Whether the window holds every record its query matches (fewer came than were asked for). */
export const windowComplete = (rows: readonly unknown[] | undefined, limit: number) =>
  rows !== undefined && rows.length < limit;

/** "Showing 500 of 10,000 leads" / "Showing all 12 leads" / "Showing 500 leads" (not counted yet). */
export function showingText(shown: number, total: number | undefined, plural: string): string {
  const n = (x: number) => x.toLocaleString('en-US');
  const what = plural.toLowerCase();
  if (total === undefined) return `Showing ${n(shown)} ${what}`;
  if (shown >= total) return `Showing all ${n(total)} ${what}`;
  return `Showing ${n(shown)} of ${n(total)} ${what}`;
}
