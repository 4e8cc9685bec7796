// Row actions, quick filters, child collections and tallies for entity definitions (the entity
// layer's moderation vocabulary: Hide, Restore, Pin, Lock, Delete on a record or on one of its
// children). Data and pure planning only: no MUI, no Firebase.
import type { BatchOp, DocData, WhereOp } from '@/lib/data';
import type { ColumnDef, StaffRole } from './types';
import { defineToasts, type ToastTable } from '@/lib/util/toasts';
import type { z } from '@/lib/schema/zod';

/** A one-click change to a record from its row, written with its audit entry in one batch. */
export interface RowAction<T> {
  /** Stable key (the mutation's argument). */
  key: string;
  /** The button's text ("Hide"). */
  label: string;
  /** Offered only for rows where this holds (e.g. Restore for hidden rows). */
  when?: (row: T) => boolean;
  /** The fields it sets. */
  patch?: DocData;
  /** Deletes the record (and, for a parent, its children) instead of patching it. */
  remove?: boolean;
  /** Asks first, with this text (a delete always asks). */
  confirm?: string;
  /** The least role (default: the entity's write role; for `remove`, its remove role). */
  role?: StaffRole;
  /** The success toast ("Discussion hidden"). */
  done: string;
}

/** A quick filter over the rows; the first of a definition's filters is the default. */
export interface EntityFilter<T> {
  key: string;
  label: string;
  /** Without it every row is kept ("All"). */
  keep?: (row: T) => boolean;
  /** The same filter as where-clauses (e.g. [['active', '==', true]]), for windowed entities
   *  (EntityDef.window): the window then holds only matching records. `keep` still applies. */
  where?: readonly [field: string, op: WhereOp, value: unknown][];
}

/** Records kept under each record (community_posts/{id}/replies/{rid}), listed across every
 *  parent with a collection-group query; each row carries its parent's id. */
export interface ChildDef<C extends { id: string; parentId: string } = { id: string; parentId: string }> {
  singular: string;
  plural: string;
  /** The subcollection's id ('replies'). */
  collection: string;
  read: z.core.$ZodType<C, unknown>;
  columns: readonly ColumnDef<C>[];
  orderBy: readonly [string, 'asc' | 'desc'][];
  titleField: keyof C & string;
  rowActions?: readonly RowAction<C>[];
  filters?: readonly EntityFilter<C>[];
  /** A parent field counting the children for which `counts` holds: an action that changes that
   *  moves it by one in the same batch and names the child in `nameField` (the rules check both). */
  counter?: { field: string; nameField: string; counts: (row: C) => boolean };
}

/** A column counting the records, and their children, that share this field's value (e.g. how
 *  many posts a member has written). */
export interface Tally {
  field: string;
  header: string;
}

export const actionEndpointName = (def: { singular: string }) => `run${pascal(def.singular)}Action`;
export const childListName = (child: { plural: string }) => `list${pascal(child.plural)}`;
const pascal = (words: string) => words.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/** Whether `role` may run the action on an entity with this access. */
export function actionRole(action: RowAction<never>, access: { write: StaffRole; remove: StaffRole }): StaffRole {
  return action.role ?? (action.remove ? access.remove : access.write);
}

/** The actions offered on a row, in their declared order. */
export const actionsFor = <T>(actions: readonly RowAction<T>[] | undefined, row: T) =>
  (actions ?? []).filter((a) => !a.when || a.when(row));

/** The write of an action on a top-level record. */
export function planAction(collection: string, id: string, action: RowAction<never>): BatchOp {
  const path = `${collection}/${id}`;
  return action.remove ? { op: 'delete', path } : { op: 'update', path, data: { ...action.patch } };
}

/** A child row's key in the list: its parent's id and its own (children of different parents may
 *  share ids, e.g. every post's first reply), so a table never shows two rows as one. */
export const childKey = (parentId: string, id: string) => `${parentId}/${id}`;
/** The child's own document id, from its row (keyed or not). */
export const childDocId = (row: { id: string; parentId: string }) =>
  row.id.startsWith(`${row.parentId}/`) ? row.id.slice(row.parentId.length + 1) : row.id;

/** The writes of an action on a child: the child's change and, where it changes whether the
 *  child counts, its parent's counter by exactly one, naming the child. */
export function planChildAction<C extends { id: string; parentId: string }>(
  parentCollection: string,
  child: ChildDef<C>,
  row: C,
  action: RowAction<C>,
): BatchOp[] {
  const parent = `${parentCollection}/${row.parentId}`;
  const id = childDocId(row);
  const ops: BatchOp[] = [planAction(`${parent}/${child.collection}`, id, action as RowAction<never>)];
  const counter = child.counter;
  if (!counter) return ops;
  const before = counter.counts(row);
  const after = !action.remove && counter.counts({ ...row, ...action.patch });
  if (before !== after)
    ops.push({
      op: 'update',
      path: parent,
      data: { [counter.nameField]: id },
      increments: { [counter.field]: after ? 1 : -1 },
    });
  return ops;
}

/** Deletes of a removed parent's children, in groups (each delete costs the rules lookups). */
export function childDeletes(parentPath: string, child: { collection: string }, ids: readonly string[], size = 10) {
  const groups: BatchOp[][] = [];
  for (let i = 0; i < ids.length; i += size)
    groups.push(
      ids.slice(i, i + size).map((id) => ({ op: 'delete', path: `${parentPath}/${child.collection}/${id}` })),
    );
  return groups;
}

/** How many rows (across all the lists given) share each value of `field`. */
export function tallies(lists: readonly (readonly object[] | undefined)[], field: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const list of lists)
    for (const row of list ?? []) {
      const value = (row as Record<string, unknown>)[field];
      if (typeof value === 'string') counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  return counts;
}

/** The toasts of an entity's (and its children's) row actions: the action's own success text,
 *  one failure text per entity. */
export function actionToasts(def: {
  singular: string;
  rowActions?: readonly RowAction<never>[];
  children?: { singular: string; rowActions?: readonly RowAction<never>[] };
}): ToastTable {
  const table: ToastTable = {};
  for (const d of [def, def.children]) {
    if (!d?.rowActions?.length) continue;
    const actions = d.rowActions;
    table[actionEndpointName(d)] = defineToasts<{ action: string }>({
      success: ({ action }) => actions.find((a) => a.key === action)?.done ?? `${d.singular} updated`,
      error: `Failed to update ${d.singular.toLowerCase()}`,
    });
  }
  return table;
}
