// The back office's entity layer: one declarative definition per content type, from which the
// table, the form, the endpoints, the toasts, the navigation and the rules parity test derive.
// Data only: no MUI, no Firebase (compare react-admin's <Resource> and FireCMS's buildCollection).
import type { DocData, WriteOptions } from '@/lib/data';
import type { ChildDef, EntityFilter, RowAction, Tally } from './row-actions';
import { defineToasts, type ToastTable } from '@/lib/util/toasts';
import type { EntityUploads } from './upload';
import type { EntityUsage } from './usage';
import type { EntityWindowDef } from './entity-window';
import type { ColumnDef, StaffRole } from './types';
import { z } from '@/lib/schema/zod';
import { cleanValues, fieldSchema } from '@/lib/form/schema-form';

export type { ColumnDef, ColumnKind, StaffRole } from './types';
// The form helper's value rules, which the writes share (src/lib/form/schema-form.ts).
export { cleanValues, fieldSchema };

/** How a field is edited. Limits (length, range) are read from the input schema, never repeated. */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'url'
  | 'email'
  | 'number'
  | 'select'
  | 'switch'
  | 'datetime'
  | 'file'
  | 'tags'
  /** A link to an image: the URL box, a preview and "Choose from library" (the media library). */
  | 'image'
  /** Markdown with a live side-by-side preview (the public article renderer) and reading time. */
  | 'markdown'
  /** A URL slug: follows the `from` field while creating until edited by hand. */
  | 'slug'
  /** A list of small records edited as rows (`rows`: their fields), e.g. a case study's results. */
  | 'rows';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldDef<I> {
  name: keyof I & string;
  label: string;
  kind: FieldKind;
  /** For 'select': the choices (defaults to the schema's enum values). */
  options?: readonly FieldOption[];
  help?: string;
  /** Shown only when this holds for the values being edited (e.g. event date for events). */
  when?: (values: Partial<I>) => boolean;
  /** Only when editing an existing record (e.g. "Active": resources are created active). */
  editOnly?: boolean;
  /** Chosen when creating, shown but fixed when editing (e.g. the key a record's id derives from). */
  createOnly?: boolean;
  /** For 'file': the field that receives the uploaded file's URL, and the storage path. */
  upload?: { target: keyof I & string; path: (values: Partial<I>, file: { name: string }) => string };
  /** For 'datetime': to the second (e.g. a publish time), not the minute. */
  seconds?: boolean;
  /** For 'image': the fields that take the chosen image's pixel size when it comes from the media
   *  library with resized variants (0 when the URL is typed: no variants known). */
  size?: { width: keyof I & string; height: keyof I & string };
  /** For 'image': the field that takes the chosen library image's alt text while it is empty. */
  alt?: keyof I & string;
  /** For 'slug': the field it is generated from (e.g. the title). */
  from?: keyof I & string;
  /** For 'rows': each row's text fields, and the name of one row ("result": "Add result"). */
  rows?: { fields: readonly { name: string; label: string }[]; item: string };
  /** Translated per language (issue 41): edited in the record's translation editor, stored in
   *  `{collection}/{id}/translations/{locale}` (src/lib/entity/translation.ts). Entities with
   *  localized fields need `publication` (each language is published on its own). */
  localized?: boolean;
}

export interface EntityWrite {
  /** Fields a new document always gets (e.g. views: 0). */
  createDefaults?: DocData;
  /** Server-time fields on create and on update. */
  createTimestamps?: string[];
  updateTimestamps?: string[];
  /** Input fields holding ISO strings that are stored as timestamps. */
  dates?: string[];
}

export interface EntityToastTexts {
  added: string;
  updated: string;
  deleted: string;
  addFailed: string;
  updateFailed: string;
  deleteFailed: string;
  /** Orderable entities: a move that failed. */
  moveFailed: string;
}

type Schema<O, I = O> = z.core.$ZodType<O, I>;

export interface EntityDef<T extends { id: string } = { id: string }, I extends object = DocData> {
  /** Unique key; also the admin route segment where the entity has its own page. */
  name: string;
  /** "Resource" / "Resources": labels, toasts and endpoint names (addResource, listResources). */
  singular: string;
  plural: string;
  collection: string;
  read: Schema<T, unknown>;
  columns: readonly ColumnDef<T>[];
  /** Read-only facts shown above the form when a record is opened (e.g. a lead's message). */
  details?: readonly ColumnDef<T>[];
  orderBy: readonly [string, 'asc' | 'desc'][];
  /** The field that names a record (row titles, delete confirmations). */
  titleField: keyof T & string;
  access: { read: StaffRole; write: StaffRole; remove: StaffRole };
  /** Without `input` the entity is listed, not edited, in the back office (yet). */
  input?: Schema<I, unknown>;
  /** A new record's form values. */
  empty?: I;
  /** What a new record takes from the signed-in person (their display name, or email), e.g. the
   *  Author of a post. */
  signedInDefaults?: (name: string) => Partial<I>;
  fields?: readonly FieldDef<I>[];
  /** Records are created in the back office (false: e.g. leads come from the public form). */
  creatable?: boolean;
  /** Records can be deleted in the back office. */
  removable?: boolean;
  /** The record's values in the form (defaults to the read record's input fields). */
  toInput?: (record: T) => I;
  write?: EntityWrite;
  /** Overrides of the derived toast texts ("Resource added successfully" ...). */
  toasts?: Partial<EntityToastTexts>;
  /** Records kept in a staff-chosen order: `field` holds each one's place (an int, lower first);
   *  the table gets "Move up" / "Move down", a move swaps two records' values in one batch. */
  orderable?: { field: keyof T & string };
  /** Records keyed by one input field: the document id is `toId(value)`, so there is at most one
   *  record per value (the rules tie the id to the field), and the field is fixed once created. */
  keyField?: { field: keyof I & string; toId: (value: string) => string };
  /** One-click changes from a record's row (e.g. moderation: Hide, Restore, Pin, Lock, Delete),
   *  each written with its audit entry (src/lib/entity/row-actions.ts). */
  rowActions?: readonly RowAction<T>[];
  /** Quick filters over the table's rows ("All", "Visible", "Hidden"); the first is the default. */
  filters?: readonly EntityFilter<T>[];
  /** Records kept under each record (e.g. a post's replies), in their own table on the page. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each child type differs
  children?: ChildDef<any>;
  /** A column counting the records and children that share a field's value (a member's posts). */
  tally?: Tally;
  /** Records shown as a searchable grid of cards with a preview, instead of a table (media). */
  grid?: EntityGrid<T>;
  /** Records made by uploading files: one storage object and one metadata document each. */
  uploads?: EntityUploads;
  /** Where a record may still be used; deleting it is refused while it is, naming each use. */
  usage?: EntityUsage<T>;
  /** A slug field unique in the collection: every write also claims `slugs/{collection}__{slug}`
   *  (and frees the old one) in its batch, and the rules refuse a record whose slug document does
   *  not point at it (src/lib/entity/entity-companions.ts). */
  uniqueSlug?: keyof I & string;
  /** Publication: the flag and the time fields (a future time is a schedule). A published
   *  record's time is also written to `schedule/{collection}__{id}` (only that time), on which the
   *  publishing functions make it public (`live`) at that time; unpublished, that document is
   *  deleted. `until`: the optional time it leaves the site (written to that document too). */
  publication?: { flag: keyof I & string; at: keyof I & string; until?: keyof I & string };
  /** The label of the button that opens a new record ("New post"; default "Add blog post"). */
  newLabel?: string;
  /** Every save also stores a revision (`{collection}/{id}/revisions/{rid}`: the values, who,
   *  when) that the form can restore. */
  revisions?: boolean;
  /** Staged changes (issue 22): a save of a record visitors can see now (EntityDef.publication)
   *  by an action marked `staged` goes to a pending version only staff read, applied by "Publish
   *  changes" or dropped by "Discard changes" (src/lib/entity/pending.ts). */
  staged?: boolean;
  /** Workflow buttons that replace the form's one submit (e.g. Save draft / Publish / Schedule /
   *  Unpublish): each shown when `when` holds and saving `apply(values)`. */
  actions?: readonly EntityAction<I>[];
  /** Contributors (issue 22): records may be made by contributors, who list, open and save only
   *  their own while unpublished, with buttons of their own; editors see submitted ones in the
   *  In review queue. Absent: contributors have no access to the entity. */
  contributions?: EntityContributions<I>;
  /** A collection that can grow without bound: the back office listens to its newest `size`
   *  records (in `orderBy`), with "Load more", a server count and a server prefix search on
   *  `search` (src/lib/entity/entity-window.ts), instead of to the whole collection. */
  window?: EntityWindowDef<T>;
}

/** How contributors work on an entity's records (EntityDef.contributions). */
export interface EntityContributions<I> {
  /** The stored field naming who created a record (their uid, set by the create; never an input). */
  owner: string;
  /** The input field holding where the record stands in review ('in_review', 'changes_requested'). */
  status: keyof I & string;
  /** The input field holding the editors' note when they send a record back. */
  note: keyof I & string;
  /** The contributor's form buttons (instead of `actions`). */
  actions: readonly EntityAction<I>[];
  /** Fields a contributor does not see (e.g. the publish date). */
  staffOnlyFields: readonly (keyof I & string)[];
}

/** Whether a contributor may save this record: their own, unpublished. */
export function isOwnDraft(
  def: { contributions?: { owner: string } | undefined; publication?: { flag: string } | undefined },
  record: object | undefined,
  uid: string | undefined,
): boolean {
  if (!def.contributions || !record || !uid) return false;
  const r = record as Record<string, unknown>;
  return r[def.contributions.owner] === uid && (!def.publication || r[def.publication.flag] !== true);
}

/** A form button that saves the values it makes from the form's (src/lib/entity/entity-actions.ts). */
export interface EntityAction<I> {
  label: string;
  /** Shown for these form values (undefined: always); `context.pending`: the record has a
   *  pending version (EntityDef.staged). */
  when?: (values: Partial<I>, mode: 'create' | 'edit', context?: { pending: boolean }) => boolean;
  /** The values to save, or why not, at a field. */
  apply: (values: I, now: number) => I | { field: keyof I & string; message: string };
  /** The filled (main) button. */
  primary?: boolean;
  /** On a record visitors can see now (EntityDef.staged), this save goes to the pending version. */
  staged?: boolean;
}

/** A grid of cards: the preview image, a few facts, the link to copy, the fields searched. */
export interface EntityGrid<T> {
  /** The field holding the record's URL (previewed when `contentType` says it is an image). */
  url: keyof T & string;
  contentType?: keyof T & string;
  /** The field holding an image's alt text (the preview's, when set). */
  alt?: keyof T & string;
  /** Whose panel opens from its card ("Edit alt text"), for an entity with a form. */
  editable?: (record: T) => boolean;
  /** A line under the facts (e.g. where an image's alt text stands), or null. */
  note?: (record: T) => string | null;
  /** Facts under the title, each shown as text, a size in bytes ("4.2 MB") or a date. */
  facts: readonly { field: keyof T & string; format?: 'text' | 'bytes' | 'date' }[];
  /** The fields the search box looks in. */
  search: readonly (keyof T & string)[];
}

/** Identity with inference: `defineEntity({...})` checks a definition against its schemas. */
export function defineEntity<T extends { id: string }, I extends object>(
  def: EntityDef<T, I> & { input: Schema<I, unknown>; empty: I; fields: readonly FieldDef<I>[] },
): EditableEntityDef<T, I>;
export function defineEntity<T extends { id: string }>(def: EntityDef<T, object>): EntityDef<T, object>;
export function defineEntity<T extends { id: string }, I extends object>(def: EntityDef<T, I>): EntityDef<T, I> {
  return def.input ? { ...def, read: withRev(def.read) } : def;
}

/** An edited record's read schema keeps its revision (`rev`, src/lib/entity/conflict.ts), which the
 *  form's save names: records saved before issue 22 read as 0. */
function withRev<T>(read: Schema<T, unknown>): Schema<T, unknown> {
  const object = read as unknown as z.ZodMiniObject;
  if (object._zod.def.type !== 'object') return read;
  return z.extend(object, {
    rev: z._default(z.number().check(z.int(), z.gte(0)), 0),
  }) as unknown as Schema<T, unknown>;
}

/** A definition with a form: the layer can add, edit and delete its records. */
export type EditableEntityDef<T extends { id: string }, I extends object> = EntityDef<T, I> &
  Required<Pick<EntityDef<T, I>, 'input' | 'empty' | 'fields'>>;

// ---------------------------------------------------------------------------- names and texts

export function endpointNames(def: Pick<EntityDef, 'singular' | 'plural'>) {
  const one = pascal(def.singular);
  const many = pascal(def.plural);
  return { list: `list${many}`, add: `add${one}`, update: `update${one}`, remove: `delete${one}` } as const;
}

/** The live list of a record's revisions, for entities with revisions ("listBlogPostRevisions"). */
export const revisionsEndpointName = (def: Pick<EntityDef, 'singular'>) => `list${pascal(def.singular)}Revisions`;

/** A staged entity's pending endpoints ("listPendingBlogPosts", "savePendingBlogPost" ...). */
export const pendingEndpointNames = (def: Pick<EntityDef, 'singular' | 'plural'>) =>
  ({
    list: `listPending${pascal(def.plural)}`,
    save: `savePending${pascal(def.singular)}`,
    discard: `discardPending${pascal(def.singular)}`,
  }) as const;

/** The endpoint that moves a record of an orderable entity up or down ("moveTeamMember"). */
export const moveEndpointName = (def: Pick<EntityDef, 'singular'>) => `move${pascal(def.singular)}`;

function pascal(words: string): string {
  return words.replace(/(^|\s+)(\w)/g, (_m, _s, c: string) => c.toUpperCase());
}

export function entityToastTexts(def: Pick<EntityDef, 'singular' | 'toasts'>): EntityToastTexts {
  const lower = def.singular.toLowerCase();
  return {
    added: `${def.singular} added successfully`,
    updated: `${def.singular} updated successfully`,
    deleted: `${def.singular} deleted successfully`,
    addFailed: `Failed to add ${lower}`,
    updateFailed: `Failed to update ${lower}`,
    deleteFailed: `Failed to delete ${lower}`,
    moveFailed: `Failed to move ${lower}`,
    ...def.toasts,
  };
}

/** The toast table entries of an entity's mutations, keyed by endpoint name. A bulk delete
 *  names how many records went. */
export function entityToasts(
  def: Pick<EntityDef, 'singular' | 'plural' | 'toasts'> & {
    input?: unknown;
    orderable?: unknown;
    staged?: boolean;
    uploads?: unknown;
    fields?: readonly { localized?: boolean | undefined }[] | undefined;
  },
): ToastTable {
  if (!def.input) return {};
  const names = endpointNames(def);
  const t = entityToastTexts(def);
  const pending = pendingEndpointNames(def);
  return {
    // Translations (issue 41): one language's save (src/lib/entity/translation-api.ts).
    ...(def.fields?.some((f) => f.localized) && {
      [`save${pascal(def.singular)}Translation`]: defineToasts<unknown>({
        success: 'Translation saved',
        error: 'Failed to save the translation',
        errorDetail: {
          conflict: 'Someone else saved this translation after you opened it; your changes are still in the form.',
        },
      }),
    }),
    // Staged changes: saved for staff only, or dropped (src/lib/entity/pending.ts).
    ...(def.staged && {
      [pending.save]: defineToasts<unknown>({
        success: 'Changes saved as pending: visitors see them once you publish them',
        error: 'Failed to save changes',
        errorDetail: { conflict: 'Someone else saved it after you opened it; your changes are still in the form.' },
      }),
      [pending.discard]: defineToasts<unknown>({
        success: 'Pending changes discarded',
        error: 'Failed to discard changes',
      }),
    }),
    [names.add]: defineToasts<unknown>({ success: t.added, error: t.addFailed }),
    [names.update]: defineToasts<unknown>({
      success: t.updated,
      error: t.updateFailed,
      // A save from a stale copy (src/lib/entity/conflict.ts): the form says who changed what.
      errorDetail: { conflict: 'Someone else saved it after you opened it; your changes are still in the form.' },
    }),
    // Records that are files are deleted by their file endpoint, with its own toasts
    // (src/lib/entity/entity-files-api.ts).
    ...(!def.uploads && {
      [names.remove]: defineToasts<string[]>({
        success: (ids) => (ids.length === 1 ? t.deleted : `${ids.length} ${def.plural.toLowerCase()} deleted`),
        error: t.deleteFailed,
      }),
    }),
    // A move shows in the table at once: only its failure is worth a toast.
    ...(def.orderable ? { [moveEndpointName(def)]: { error: t.moveFailed } } : {}),
  };
}

// ---------------------------------------------------------------------------- schema introspection

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}
interface Internals {
  _zod: {
    def: {
      type: string;
      innerType?: unknown;
      in?: unknown;
      entries?: Record<string, string>;
      checks?: { _zod: { def: CheckDef } }[];
    };
  };
}

/** The schema under optional / default / pipe wrappers. */
export function unwrap(schema: unknown): Internals {
  let s = schema as Internals;
  for (;;) {
    const d = s._zod.def;
    if ((d.type === 'optional' || d.type === 'default' || d.type === 'nullable') && d.innerType)
      s = d.innerType as Internals;
    else if (d.type === 'pipe' && d.in) s = d.in as Internals;
    else return s;
  }
}

export interface FieldLimits {
  /** Length limits for strings, value limits for numbers. */
  min?: number;
  max?: number;
  required: boolean;
  /** Enum values, for selects. */
  values?: string[];
}

/** What the input schema says of a field: the single source of its limits. */
export function fieldLimits(objectSchema: unknown, name: string): FieldLimits {
  const raw = fieldSchema(objectSchema, name) as Internals | undefined;
  if (!raw) return { required: false };
  const optional = ['optional', 'default'].includes(raw._zod.def.type);
  const inner = unwrap(raw);
  let min: number | undefined;
  let max: number | undefined;
  for (const { _zod } of inner._zod.def.checks ?? []) {
    const c = _zod.def;
    if (c.check === 'min_length') min = c.minimum;
    else if (c.check === 'max_length') max = c.maximum;
    else if (c.check === 'greater_than' && c.value !== undefined) min = c.inclusive ? c.value : c.value + 1;
    else if (c.check === 'less_than' && c.value !== undefined) max = c.inclusive ? c.value : c.value - 1;
  }
  const values = inner._zod.def.entries ? Object.values(inner._zod.def.entries) : undefined;
  const type = inner._zod.def.type;
  return {
    ...(min !== undefined ? { min } : {}),
    ...(max !== undefined ? { max } : {}),
    required: !optional && (type !== 'string' || (min ?? 0) > 0),
    ...(values ? { values } : {}),
  };
}

// ---------------------------------------------------------------------------- writes

export interface PreparedWrite {
  data: DocData;
  options: WriteOptions;
}

export type InputResult = { ok: true; data: DocData } | { ok: false; field: string; message: string };

/** Validates form values with the input schema; the first failure names its field. */
export function parseInput(def: { input: z.core.$ZodType }, values: object): InputResult {
  const parsed = z.safeParse(def.input, cleanValues(def, values));
  if (parsed.success) return { ok: true, data: parsed.data as DocData };
  const issue = parsed.error.issues[0];
  return { ok: false, field: String(issue?.path[0] ?? ''), message: issue?.message ?? 'Invalid value' };
}

/** A new document from validated input: input fields, the entity's defaults, server times. */
export function prepareCreate(def: { write?: EntityWrite }, data: DocData): PreparedWrite {
  const w = def.write ?? {};
  return {
    data: { ...dropUndefined(data), ...w.createDefaults },
    options: { serverTimestamps: w.createTimestamps ?? [], dates: w.dates ?? [] },
  };
}

/** An update from validated input: the input's fields only (other fields such as views stay);
 *  optional input fields left empty are removed from the document. */
export function prepareUpdate(def: { write?: EntityWrite; input: unknown }, data: DocData): PreparedWrite {
  const w = def.write ?? {};
  const shape = (def.input as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape ?? {};
  const removes = Object.keys(shape).filter((key) => data[key] === undefined);
  return {
    data: dropUndefined(data),
    options: { serverTimestamps: w.updateTimestamps ?? [], dates: w.dates ?? [], removes },
  };
}

function dropUndefined(data: DocData): DocData {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

const RANK: Record<StaffRole, number> = { contributor: 1, editor: 2, admin: 3 };

/** Whether `role` satisfies `required` (admins may do what editors may, editors what contributors
 *  may). */
export function roleAllows(role: StaffRole | null | undefined, required: StaffRole): boolean {
  return Boolean(role) && RANK[role!] >= RANK[required];
}
// ---------------------------------------------------------------------------- order and keys

export type MoveDirection = 'up' | 'down';
export interface OrderChange {
  id: string;
  order: number;
}

/** The records in their staff-chosen order: by the order value, ties by id (stable). */
export function inOrder<T extends { id: string }>(rows: readonly T[], field: keyof T & string): T[] {
  const at = (r: T) => Number(r[field]);
  return [...rows].sort((a, b) => at(a) - at(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * What moving one record up (earlier) or down (later) writes: it and its neighbour swap order
 * values. Where the two share a value, the later one takes value + 1 so the move still shows.
 * Null when there is nothing to move (first up, last down, unknown id).
 */
export function planMove<T extends { id: string }>(
  rows: readonly T[],
  id: string,
  direction: MoveDirection,
  field: keyof T & string,
): [OrderChange, OrderChange] | null {
  const sorted = inOrder(rows, field);
  const i = sorted.findIndex((r) => r.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= sorted.length) return null;
  const [first, second] = i < j ? [sorted[i]!, sorted[j]!] : [sorted[j]!, sorted[i]!];
  const a = Number(first[field]);
  const b = Number(second[field]);
  // `second` comes first after the move, `first` after it.
  return a === b
    ? [
        { id: second.id, order: a },
        { id: first.id, order: a + 1 },
      ]
    : [
        { id: second.id, order: a },
        { id: first.id, order: b },
      ];
}

/** The document id a new record of a keyed entity gets (undefined: a random id). */
export function keyedId(def: { keyField?: { field: string; toId: (value: string) => string } }, data: DocData) {
  if (!def.keyField) return undefined;
  return def.keyField.toId(String(data[def.keyField.field] ?? ''));
}
