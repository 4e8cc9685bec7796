// Parity between the back office's entity definitions (src/app/admin/entities.ts) and
// firestore.rules, against the Firestore emulator. The input schemas are the source of every limit:
// for each entity with an input schema, the longest input the schema accepts is written as the app
// writes it (its own endpoints: one batch with the audit entry) and the rules must accept it; then,
// field by field, the value at the limit is accepted and the value one past it is refused by the
// schema AND by the rules. Entities without input are checked for who may list them. A drift fails
// with a message naming the entity and the field. Issue 41: a translation document (its localized
// fields, its publication and its `sourceTexts`) the same way, for every entity with localized fields.
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocFromServer,
  getDocsFromServer,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { ENTITY_LIST } from '@/app/admin/entities';
import { startAuthListener } from '@/features/auth/listen';
import { api, type AuthUser, type DocData, loadFirebaseBackend } from '@/lib/data';
import {
  type EntityDef,
  entityEndpoints,
  type FieldKind,
  fieldLimits,
  type FieldLimits,
  fieldSchema,
  keyedId,
  parseInput,
  pendingEndpointNames,
  prepareCreate,
  type PreparedWrite,
  prepareUpdate,
  type StaffRole,
  trackedFields,
  translationEndpointNames,
  translationInput,
  translationOps,
  unwrap,
} from '@/lib/entity';
import { translationPath } from '@/domain/translations';
import { pendingPath, slugPath } from '@/domain/document-keys';
import { toStored } from '@/lib/data/firebase/convert';
import { appStore, ensureAccount, shutdownApp, signIn, until } from './app/helpers';
import { clearFirestore, client, closeClients, ownerClient } from './rules/helpers';

type Def = EntityDef<{ id: string }, object>;
type InputDef = Def & { input: NonNullable<Def['input']> };

// ------------------------------------------------------------------------------- the entities

const withInput = ENTITY_LIST.filter((d): d is InputDef => Boolean(d.input));
const readOnly = ENTITY_LIST.filter((d) => !d.input);

/** Collections the public site lists whole (no filter), so visitors may list them too. */
const PUBLIC_LISTS = new Set(['team', 'faqs']);

interface Field {
  name: string;
  kind: FieldKind;
  limits: FieldLimits;
}

const STRING_KINDS: FieldKind[] = ['text', 'textarea', 'url', 'email', 'image', 'markdown', 'slug'];
/** Kinds whose value is a list: its items' limits come from the element schema. */
const LIST_KINDS: FieldKind[] = ['tags', 'rows'];
const DATE = '2030-01-02T03:04:05.000Z';

/** The input schema's fields, each with the kind the form edits it with (inferred when the
 *  definition has no field for it) and its limits, read from the schema. */
function fieldsOf(def: InputDef): Field[] {
  const shape = (def.input as unknown as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape;
  return Object.keys(shape).map((name) => {
    const declared = def.fields?.find((f) => f.name === name && f.kind !== 'file')?.kind;
    const type = unwrap(fieldSchema(def.input, name))._zod.def.type;
    const inferred: FieldKind =
      type === 'number' ? 'number' : type === 'boolean' ? 'switch' : type === 'enum' ? 'select' : 'text';
    return { name, kind: declared ?? inferred, limits: fieldLimits(def.input, name) };
  });
}

const drift = (def: Def, field: string | null, message: string) =>
  new Error(`${def.name}${field ? `.${field}` : ''} (${def.collection}): ${message}`);

function choices(def: Def, f: Field): string[] {
  const options = def.fields?.find((x) => x.name === f.name)?.options?.map((o) => o.value);
  const values = f.limits.values ?? options;
  if (!values?.length) throw drift(def, f.name, 'a select without choices in the schema');
  return values;
}

/** A string of exactly `n` characters of the field's kind. */
function sized(f: Field, n: number): string {
  if (f.kind === 'url' || f.kind === 'image') return `https://e.co/${'x'.repeat(Math.max(1, n - 13))}`;
  if (f.kind === 'email') return `${'x'.repeat(Math.max(1, n - 5))}@e.co`;
  return 'x'.repeat(n);
}

/** The longest string an element schema (or one field of an element object) accepts. */
const longestString = (schema: unknown) =>
  'x'.repeat(fieldLimits({ _zod: { def: { shape: { v: schema } } } }, 'v').max ?? 1);
/** The largest item of a list field: the longest string, or an object of longest strings. */
function longestItem(def: Def, f: Field): unknown {
  const list = unwrap(fieldSchema(def.input, f.name)) as unknown as { _zod: { def: { element: unknown } } };
  const element = list._zod.def.element;
  const shape = (unwrap(element) as unknown as { _zod: { def: { shape?: Record<string, unknown> } } })._zod.def.shape;
  if (shape) return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, longestString(v)]));
  return longestString(element);
}
/** n distinct largest items (tags are kept unique). */
const items = (def: Def, f: Field, n: number) =>
  Array.from({ length: n }, (_, i) => {
    const item = longestItem(def, f);
    if (typeof item === 'string') return `${i}`.padEnd(item.length, 'x');
    return Object.fromEntries(
      Object.entries(item as Record<string, string>).map(([k, v]) => [k, `${i}`.padEnd(v.length, 'x')]),
    );
  });

/** A date field's value: DATE, a second later for each date field before it (an unpublish date
 *  comes after the publish date). */
function dateOf(def: Def, f: Field): string {
  const dates = fieldsOf(def as InputDef).filter((x) => x.kind === 'datetime');
  return new Date(Date.parse(DATE) + 1000 * dates.findIndex((x) => x.name === f.name)).toISOString();
}

/** The largest value the schema accepts for the field. */
function longest(def: Def, f: Field): unknown {
  if (LIST_KINDS.includes(f.kind)) {
    if (f.limits.max === undefined) throw drift(def, f.name, 'the input schema sets no maximum count');
    return items(def, f, f.limits.max);
  }
  switch (f.kind) {
    case 'select':
      return choices(def, f)[0];
    case 'switch':
      return true;
    case 'datetime':
      return dateOf(def, f);
    case 'number':
      if (f.limits.max === undefined) throw drift(def, f.name, 'the input schema sets no maximum');
      return f.limits.max;
    default:
      if (!STRING_KINDS.includes(f.kind)) throw drift(def, f.name, `no parity rule for a '${f.kind}' field`);
      if (f.limits.max === undefined) throw drift(def, f.name, 'the input schema sets no maximum length');
      return sized(f, f.limits.max);
  }
}

/** A small valid value, so that a write fails only because of the field under test. */
function modest(def: Def, f: Field): unknown {
  if (f.kind === 'number') return f.limits.min ?? 0;
  if (!STRING_KINDS.includes(f.kind)) return longest(def, f);
  if (f.kind === 'url' || f.kind === 'image') return 'https://e.co/x';
  if (f.kind === 'email') return 'a@e.co';
  return 'x'.repeat(Math.max(1, f.limits.min ?? 0));
}

const values = (def: InputDef, pick: (f: Field) => unknown): DocData =>
  Object.fromEntries(fieldsOf(def).map((f) => [f.name, pick(f)]));

/** Input that passes the schema, parsed (defaults applied) as the app parses it. */
function valid(def: InputDef, input: DocData): DocData {
  const parsed = parseInput(def, input);
  if (!parsed.ok)
    throw drift(def, parsed.field, `the schema refuses the value built from its own limits: ${parsed.message}`);
  return parsed.data;
}

/** Over-limit values (one past max, one below min, an unknown choice), for the fields that have them. */
function outOfBounds(def: Def, f: Field): [what: string, value: unknown][] {
  const out: [string, unknown][] = [];
  const { min, max } = f.limits;
  if (f.kind === 'select') out.push(['an unknown choice', 'not-a-choice']);
  else if (f.kind === 'number') {
    if (max !== undefined) out.push([`${max + 1} (max ${max})`, max + 1]);
    if (min !== undefined) out.push([`${min - 1} (min ${min})`, min - 1]);
  } else if (LIST_KINDS.includes(f.kind) && max !== undefined) {
    out.push([`${max + 1} items (max ${max})`, items(def, f, max + 1)]);
  } else if (STRING_KINDS.includes(f.kind)) {
    if (max !== undefined) out.push([`${max + 1} characters (max ${max})`, sized(f, max + 1)]);
    if (min !== undefined && min > 0) out.push([`${min - 1} characters (min ${min})`, 'x'.repeat(min - 1)]);
  }
  return out;
}

// ------------------------------------------------------------------------------- actors

const RAW_UID: Record<StaffRole | 'member', string> = {
  admin: 'parity-admin',
  editor: 'parity-editor',
  contributor: 'parity-contributor',
  member: 'parity-member',
};
const ACCOUNT = { email: 'parity-admin@structura.local', password: 'parity-admin-password', name: 'Parity Admin' };
const RECORD_ID = 'parity-record';

const owner = ownerClient();
const raw: Record<StaffRole | 'member' | 'visitor', Firestore> = {
  admin: client(RAW_UID.admin),
  editor: client(RAW_UID.editor),
  contributor: client(RAW_UID.contributor),
  member: client(RAW_UID.member),
  visitor: client(null),
};
const { store } = appStore();
const stopAuthListener = startAuthListener(store.dispatch, loadFirebaseBackend);
const endpointsByEntity = new Map(withInput.map((d) => [d.name, entityEndpoints(d).names]));

/** A back-office mutation through the app's store; resolves with its result or rejects with its
 *  error (an AppError). */
function mutate(name: string, arg: unknown): Promise<unknown> {
  const endpoint = (api.endpoints as unknown as Record<string, { initiate: (a: unknown) => never }>)[name];
  if (!endpoint) throw new Error(`no endpoint ${name}`);
  return (store.dispatch(endpoint.initiate(arg)) as unknown as { unwrap: () => Promise<unknown> }).unwrap();
}

/** The lead the public form would have stored (leads are only updated in the back office). */
const LEAD: DocumentData = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: 'Analytical Engines Ltd',
  projectDescription: 'A 12-storey steel frame.',
  status: 'new',
  createdAt: Timestamp.now(),
};

/** A file's record as an upload stores it (the media library's records are only updated, for
 *  their alt text, in the back office). */
const MEDIA: DocumentData = {
  name: 'Site plan.png',
  path: 'media/site-plan-k3x9q2k3x9q2k3x9q2ab.png',
  url: '/images/media/site-plan.png',
  contentType: 'image/png',
  size: 1000,
  uploadedBy: 'parity-editor',
  uploadedByName: 'Parity',
  createdAt: Timestamp.now(),
};
/** What a record not created in the back office starts as, by collection (default: a lead). */
const STORED: Record<string, DocumentData> = { media: MEDIA };

// ------------------------------------------------------------------------------- raw writes

/**
 * What src/lib/entity/entity-api.ts and src/lib/data/firebase commit for a write, through a rules-checked
 * emulator client: the record (WriteOptions applied by the app's own converter) and its audit entry,
 * as one batch.
 */
let rawWrites = 0;
async function rawWrite(
  def: Def,
  db: Firestore,
  byUid: string,
  op: 'create' | 'update',
  prepared: PreparedWrite,
  rev?: number,
) {
  const b = writeBatch(db);
  // A keyed entity (its id derives from a field): the record at that id is made absent for a
  // create and present for an update first, outside the rules.
  const key = keyedId(def, prepared.data);
  const ref = key
    ? doc(db, def.collection, key)
    : op === 'create'
      ? doc(collection(db, def.collection))
      : doc(db, def.collection, RECORD_ID);
  if (key && op === 'create') await deleteDoc(doc(owner, def.collection, key));
  if (key && op === 'update' && rev === undefined) {
    const { serverTimestamps, dates } = prepared.options;
    await setDoc(
      doc(owner, def.collection, key),
      toStored(prepared.data, { serverTimestamps, dates }, serverTimestamp),
    );
  }
  const data = toStored(prepared.data, prepared.options, serverTimestamp, deleteField);
  // Issue 22: a create starts at revision 1, an update names the next revision of the stored
  // record (or `rev`, to write from a stale copy).
  if (op === 'create') data.rev = rev ?? 1;
  else {
    const current = (await getDocFromServer(doc(owner, def.collection, ref.id))).data()?.rev;
    data.rev = rev ?? (typeof current === 'number' ? current : 0) + 1;
  }
  if (Number.isNaN(data.rev)) delete data.rev; // (NaN: a write that names no revision)
  // A record with revisions names the revision its save writes (issue 20: a published article
  // changes only with its revision).
  const revisionId = def.revisions ? `rev-${++rawWrites}` : null;
  if (revisionId) {
    data.revisionId = revisionId;
    b.set(doc(db, def.collection, ref.id, 'revisions', revisionId), {
      values: {},
      savedAt: serverTimestamp(),
      savedBy: byUid,
      savedByName: 'Parity',
    });
  }
  if (op === 'create') b.set(ref, data);
  else b.update(ref, data);
  // A unique slug comes with its claim (src/lib/entity/entity-companions.ts), freed first: each raw write
  // here stands alone.
  const slug = def.uniqueSlug ? prepared.data[def.uniqueSlug] : undefined;
  if (typeof slug === 'string') {
    await deleteDoc(doc(owner, slugPath(def.collection, slug)));
    b.set(doc(db, slugPath(def.collection, slug)), { collection: def.collection, recordId: ref.id });
  }
  // The audit entry and its record's head (issue 20), signed with the writer's profile name; an
  // update that changes nothing has none (the app makes no write then; the rules refuse an
  // "updated" entry for a record the batch does not change).
  if (op === 'update') {
    const stored = (await getDocFromServer(doc(owner, def.collection, ref.id))).data() ?? {};
    if (Object.entries(data).every(([k, v]) => JSON.stringify(stored[k]) === JSON.stringify(v))) return b.commit();
  }
  const auditId = `audit-${++rawWrites}`;
  b.set(doc(db, 'audit_log', auditId), {
    entity: def.name,
    collection: def.collection,
    recordId: ref.id,
    title: String(prepared.data[def.titleField] ?? ref.id).slice(0, 200),
    action: op === 'create' ? 'created' : 'updated',
    byUid,
    byName: 'Parity',
    at: serverTimestamp(),
  });
  b.set(doc(db, 'audit_heads', `${def.collection}__${ref.id}`), { lastId: auditId, at: serverTimestamp() });
  return b.commit();
}

/** The write paths an entity has in the back office: create (when creatable) and update. */
const opsOf = (def: Def): ('create' | 'update')[] => (def.creatable ? ['create', 'update'] : ['update']);

const prepare = (def: InputDef, op: 'create' | 'update', data: DocData) =>
  op === 'create' ? prepareCreate(def, data) : prepareUpdate(def, data);

const codeOf = (e: unknown) => (e as { code?: string } | null)?.code ?? String(e);

async function rulesAccept(def: Def, field: string | null, what: string, write: Promise<unknown>) {
  try {
    await write;
  } catch (e) {
    throw drift(
      def,
      field,
      `the rules refuse ${what} (${codeOf(e)}: ${String((e as Error).message)
        .replace(/\s+/g, ' ')
        .slice(0, 300)})`,
    );
  }
}

async function rulesRefuse(def: Def, field: string | null, what: string, write: Promise<unknown>) {
  let outcome: unknown = 'allowed';
  try {
    await write;
  } catch (e) {
    outcome = codeOf(e);
  }
  if (outcome !== 'permission-denied') throw drift(def, field, `the rules do not refuse ${what} (${String(outcome)})`);
}

// ------------------------------------------------------------------------------- lifecycle

let appAdminUid = '';
beforeAll(async () => {
  await clearFirestore();
  appAdminUid = await ensureAccount(ACCOUNT.email, ACCOUNT.password, ACCOUNT.name);
  const b = writeBatch(owner);
  b.set(doc(owner, 'roles', appAdminUid), { role: 'admin' });
  b.set(doc(owner, 'roles', RAW_UID.admin), { role: 'admin' });
  b.set(doc(owner, 'roles', RAW_UID.editor), { role: 'editor' });
  b.set(doc(owner, 'roles', RAW_UID.contributor), { role: 'contributor' });
  // Audit entries and revisions are signed with the writer's profile name (issue 20).
  for (const uid of Object.values(RAW_UID))
    b.set(doc(owner, 'users', uid), { displayName: 'Parity', email: `${uid}@example.com`, createdAt: Timestamp.now() });
  await b.commit();
  await signIn(store, ACCOUNT.email, ACCOUNT.password);
  await until(() => store.getState().auth.user?.uid === appAdminUid, 'the signed-in admin in the store');
});

/** The entity whose tests are running (set by its describe block). */
let currentDef: InputDef | null = null;

/** Before each of its tests, a fresh record to update: the modest input as the app creates it, a
 *  lead as the public form stores it, or a file's record as an upload stores it. */
beforeEach(async () => {
  const def = currentDef;
  if (!def) return;
  if (def.keyField) {
    // Keyed records are made by each write itself (rawWrite); start from an empty collection.
    const docs = await getDocsFromServer(collection(owner, def.collection));
    await Promise.all(docs.docs.map((d) => deleteDoc(d.ref)));
    return;
  }
  let data = STORED[def.collection] ?? LEAD;
  if (def.creatable) {
    const prepared = prepareCreate(
      def,
      valid(
        def,
        values(def, (f) => modest(def, f)),
      ),
    );
    data = toStored(prepared.data, prepared.options, serverTimestamp);
  }
  await setDoc(doc(owner, def.collection, RECORD_ID), data);
});

afterAll(async () => {
  stopAuthListener();
  await shutdownApp(store);
  await closeClients();
});

// ------------------------------------------------------------------------------- the parity

test('the registry has entities with and without input', () => {
  expect(withInput.length).toBeGreaterThan(0);
  expect(readOnly.length).toBeGreaterThan(0);
});

describe.each(withInput.map((d) => [`${d.name} (${d.collection})`, d] as const))('%s', (_title, def) => {
  beforeAll(() => {
    currentDef = def;
  });
  afterAll(() => {
    currentDef = null;
  });
  const fields = fieldsOf(def);
  const base = () => values(def, (f) => modest(def, f));

  test('the schema accepts the longest input built from its limits', () => {
    expect(() =>
      valid(
        def,
        values(def, (f) => longest(def, f)),
      ),
    ).not.toThrow();
  });

  test('the app writes the longest input as an admin (its endpoints, with the audit entry)', async () => {
    const names = endpointsByEntity.get(def.name)!;
    const created = values(def, (f) => longest(def, f));
    // A unique slug cannot be both the new record's and the updated one's.
    const input = def.uniqueSlug
      ? { ...created, [def.uniqueSlug]: String(created[def.uniqueSlug]).replace(/x/g, 'y') }
      : created;
    const ids: string[] = [];
    if (def.creatable) {
      try {
        ids.push((await mutate(names.add, created)) as string);
      } catch (e) {
        throw drift(def, null, `the app's create of the longest input failed: ${codeOf(e)} ${JSON.stringify(e)}`);
      }
    }
    const recordId = keyedId(def, valid(def, input)) ?? RECORD_ID;
    try {
      await mutate(names.update, { id: recordId, values: input });
      ids.push(recordId);
    } catch (e) {
      throw drift(def, null, `the app's update to the longest input failed: ${codeOf(e)} ${JSON.stringify(e)}`);
    }
    for (const id of ids) {
      const stored = (await getDocFromServer(doc(owner, def.collection, id))).data() ?? {};
      const expected = id === RECORD_ID ? input : created;
      for (const f of fields.filter((x) => x.kind !== 'datetime')) {
        if (JSON.stringify(stored[f.name]) !== JSON.stringify(expected[f.name]))
          throw drift(def, f.name, `stored ${JSON.stringify(stored[f.name])} for ${id}`);
      }
    }
  });

  test(`writes need the ${def.access.write} role`, async () => {
    for (const op of opsOf(def)) {
      const prepared = prepare(def, op, valid(def, base()));
      await rulesAccept(def, null, `an admin's ${op}`, rawWrite(def, raw.admin, RAW_UID.admin, op, prepared));
      const editorWrite = rawWrite(def, raw.editor, RAW_UID.editor, op, prepared);
      if (def.access.write === 'editor') await rulesAccept(def, null, `an editor's ${op}`, editorWrite);
      else await rulesRefuse(def, null, `an editor's ${op} (access.write is admin)`, editorWrite);
      await rulesRefuse(def, null, `a member's ${op}`, rawWrite(def, raw.member, RAW_UID.member, op, prepared));
      // Issue 22: a contributor writes nothing that is not their own unpublished draft.
      const contributorWrite = rawWrite(def, raw.contributor, RAW_UID.contributor, op, prepared);
      await rulesRefuse(def, null, `a contributor's ${op} of a record not theirs`, contributorWrite);
    }
  });

  if (def.contributions)
    test('a contributor creates an unpublished draft of their own, with every field the schema has (issue 22)', async () => {
      const c = def.contributions!;
      // Unpublished, without the staff-only fields (the publish and unpublish dates).
      const draft: DocData = { ...valid(def, base()), published: false };
      for (const f of c.staffOnlyFields) draft[f as string] = null;
      delete draft[c.note as string];
      const prepared = prepareCreate(def, draft);
      prepared.data[c.owner] = RAW_UID.contributor;
      await rulesAccept(
        def,
        null,
        "a contributor's draft of their own",
        rawWrite(def, raw.contributor, RAW_UID.contributor, 'create', prepared),
      );
      const published = prepareCreate(def, { ...draft, published: true, publishedAt: DATE });
      published.data[c.owner] = RAW_UID.contributor;
      await rulesRefuse(
        def,
        'published',
        "a contributor's published one",
        rawWrite(def, raw.contributor, RAW_UID.contributor, 'create', published),
      );
    });

  describe.each(fields.map((f) => [f.name, f] as const))('%s', (name, f) => {
    test('at its limit: the rules accept it', async () => {
      const at = f.kind === 'select' ? choices(def, f) : [longest(def, f)];
      for (const value of at) {
        const data = valid(def, { ...base(), [name]: value });
        for (const op of opsOf(def)) {
          const what = `${op} with ${name} = ${describeValue(value)}`;
          await rulesAccept(def, name, what, rawWrite(def, raw.admin, RAW_UID.admin, op, prepare(def, op, data)));
        }
      }
    });

    const beyond = outOfBounds(def, f);
    if (beyond.length === 0) return;
    test.each(beyond)('%s: the schema and the rules refuse it', async (what, value) => {
      const input = { ...base(), [name]: value };
      const parsed = parseInput(def, input);
      if (parsed.ok) throw drift(def, name, `the schema accepts ${what}`);
      if (parsed.field !== name) throw drift(def, name, `the schema refuses ${what} for ${parsed.field}`);
      // The raw write: the valid input with this one value replaced, prepared as the app prepares it.
      const data = { ...valid(def, base()), [name]: value };
      for (const op of opsOf(def)) {
        const write = rawWrite(def, raw.admin, RAW_UID.admin, op, prepare(def, op, data));
        await rulesRefuse(def, name, `${op} with ${what}`, write);
      }
    });
  });
});

// Issue 22: no silent overwrites. A save names the revision it was based on; the rules refuse a
// stale one and the app reports it as a conflict (src/lib/entity/conflict.ts), for every edited entity.
describe.each(withInput.map((d) => [`${d.name} (${d.collection})`, d] as const))('%s: revisions', (_t, def) => {
  beforeAll(() => {
    currentDef = def;
  });
  afterAll(() => {
    currentDef = null;
  });
  const input = () =>
    valid(
      def,
      values(def, (f) => modest(def, f)),
    );

  test('a save based on the stored revision is accepted; one based on a stale copy is refused', async () => {
    const prepared = prepareUpdate(def, input());
    await rulesAccept(def, 'rev', 'a save of revision 1', rawWrite(def, raw.admin, RAW_UID.admin, 'update', prepared));
    await rulesRefuse(
      def,
      'rev',
      'a second save based on revision 0',
      rawWrite(def, raw.admin, RAW_UID.admin, 'update', prepared, 1),
    );
    await rulesRefuse(
      def,
      'rev',
      'a save with no revision',
      rawWrite(def, raw.admin, RAW_UID.admin, 'update', prepared, NaN),
    );
    await rulesAccept(
      def,
      'rev',
      'a save of revision 2',
      rawWrite(def, raw.admin, RAW_UID.admin, 'update', prepared, 2),
    );
  });

  test("the app's save from a stale copy is refused as a conflict, the stored record untouched", async () => {
    const names = endpointsByEntity.get(def.name)!;
    const data = input();
    const recordId = keyedId(def, data) ?? RECORD_ID;
    await rawWrite(def, raw.admin, RAW_UID.admin, 'update', prepareUpdate(def, data));
    const before = (await getDocFromServer(doc(owner, def.collection, recordId))).data() ?? {};
    expect(before.rev).toBe(1);
    // Someone opened it at revision 0 and changes the first text field (or any field).
    const field = fieldsOf(def).find(
      (f) =>
        ['text', 'textarea', 'markdown'].includes(f.kind) && (f.limits.max ?? 0) > 3 && f.name !== def.keyField?.field,
    );
    const changed = field ? { ...data, [field.name]: 'Mine' } : data;
    const outcome = await mutate(names.update, { id: recordId, values: changed, baseRev: 0 }).then(
      () => 'saved',
      (e: unknown) => codeOf(e),
    );
    if (outcome !== 'conflict') throw drift(def, 'rev', `a stale save ended as ${outcome}, not a conflict`);
    const after = (await getDocFromServer(doc(owner, def.collection, recordId))).data() ?? {};
    expect(after.rev).toBe(1);
    if (field) expect(after[field.name]).toBe(before[field.name]);
  });
});

describe.each(withInput.filter((d) => d.contributions).map((d) => [`${d.name} (${d.collection})`, d] as const))(
  '%s: a contributor lists their own (issue 22)',
  (_t, def) => {
    test('the query of their own records is allowed', async () => {
      const own = query(
        collection(raw.contributor, def.collection),
        where(def.contributions!.owner, '==', RAW_UID.contributor),
        ...def.orderBy.map(([f, dir]) => orderBy(f, dir)),
      );
      await rulesAccept(def, null, "a contributor's list of their own", getDocsFromServer(own));
    });
  },
);

// Issue 22, staged changes: a published article's pending version takes the values its record
// takes. The app saves the longest input as a pending version; a value past a field's limit is
// refused by the schema and, written raw as a pending version, by the rules.
describe.each(withInput.filter((d) => d.staged).map((d) => [`${d.name} (${d.collection})`, d] as const))(
  '%s: pending version',
  (_t, def) => {
    beforeAll(() => {
      currentDef = def;
    });
    afterAll(() => {
      currentDef = null;
    });
    const path = pendingPath(def.collection, RECORD_ID);
    const pendingOf = (values: DocData, rev = 1) => ({
      collection: def.collection,
      recordId: RECORD_ID,
      // As the app stores it: content only, no review workflow fields (src/lib/entity/pending.ts).
      values: Object.fromEntries(Object.entries(values).filter(([k]) => !['review', 'reviewNote'].includes(k))),
      baseRev: 0,
      savedAt: serverTimestamp(),
      savedBy: RAW_UID.admin,
      savedByName: 'Parity',
      rev,
    });

    test('the app saves the longest input as a pending version (the rules accept it)', async () => {
      await deleteDoc(doc(owner, path));
      const input = values(def, (f) => longest(def, f));
      const record = (await getDocFromServer(doc(owner, def.collection, RECORD_ID))).data() ?? {};
      try {
        await mutate(pendingEndpointNames(def).save, {
          id: RECORD_ID,
          values: input,
          baseRev: typeof record.rev === 'number' ? record.rev : 0,
        });
      } catch (e) {
        throw drift(def, null, `the app's pending save of the longest input failed: ${codeOf(e)} ${JSON.stringify(e)}`);
      }
      const stored = (await getDocFromServer(doc(owner, path))).data()?.values ?? {};
      const expected = valid(def, input);
      // Content only: the review workflow's fields stay on the record (src/lib/entity/pending.ts).
      for (const f of fieldsOf(def).filter((x) => !['review', 'reviewNote'].includes(x.name)))
        if (JSON.stringify(stored[f.name]) !== JSON.stringify(expected[f.name]))
          throw drift(def, f.name, `the pending version stored ${describeValue(stored[f.name])}`);
      expect(Object.keys(stored)).not.toContain('review');
    });

    test('a modest pending version is accepted as written raw (the fixture of the refusals below)', async () => {
      await deleteDoc(doc(owner, path));
      await rulesAccept(
        def,
        null,
        'a pending version',
        setDoc(
          doc(raw.admin, path),
          pendingOf(
            valid(
              def,
              values(def, (f) => modest(def, f)),
            ),
          ),
        ),
      );
    });

    const cases = fieldsOf(def)
      .filter((f) => !['review', 'reviewNote'].includes(f.name))
      .flatMap((f) => outOfBounds(def, f).map(([what, value]) => [`${f.name}: ${what}`, f.name, value] as const));
    test.each(cases)('%s: the schema and the rules refuse it in a pending version', async (_what, name, value) => {
      await deleteDoc(doc(owner, path));
      const base = values(def, (f) => modest(def, f));
      if (parseInput(def, { ...base, [name]: value }).ok) throw drift(def, name, 'the schema accepts it');
      const data = { ...valid(def, base), [name]: value };
      await rulesRefuse(def, name, 'a pending version past the limit', setDoc(doc(raw.admin, path), pendingOf(data)));
    });
  },
);

// Issue 41: a record's translation ({collection}/{id}/translations/{locale}) takes the localized
// fields with the English fields' bounds (translationInput) and `sourceTexts`, each bounded like its
// English field. The app saves the longest translation; each field at its limit is accepted, one
// past it refused by the schema and by the rules; a source text at its English field's limit is
// accepted, one past it refused.
const translated = withInput.filter((d) => d.publication && d.fields?.some((f) => f.localized));
const LOCALE = 'de';

/** The translation form as an entity of its own: its schema, the record's field kinds. */
const translationDef = (def: InputDef): InputDef => ({ ...def, input: translationInput(def) as InputDef['input'] });

/** Each tracked field's English text at the English field's limit (the longest the record holds). */
const longestSources = (def: InputDef) =>
  Object.fromEntries(trackedFields(def).map((name) => [name, 'x'.repeat(fieldLimits(def.input, name).max ?? 1)]));

/** What the app commits for a first save of the translation (translationOps: the translation, its
 *  slug claim and schedule entry) and its audit entry naming translations/<locale>, as one batch,
 *  through a rules-checked client. The stored translation is removed first: each write stands alone. */
async function rawTranslationWrite(
  def: InputDef,
  db: Firestore,
  byUid: string,
  values: DocData,
  sourceTexts: Record<string, string>,
) {
  await deleteDoc(doc(owner, translationPath(def.collection, RECORD_ID, LOCALE)));
  const b = writeBatch(db);
  const user = { uid: byUid } as AuthUser;
  for (const op of translationOps(def, { id: RECORD_ID, locale: LOCALE, values, sourceTexts, stored: null }, user)) {
    if (op.op === 'delete') b.delete(doc(db, op.path));
    else if (op.op === 'set') b.set(doc(db, op.path), toStored(op.data, op.options, serverTimestamp, deleteField));
    else throw new Error(`a first save of a translation does not ${op.op}`);
  }
  const auditId = `audit-${++rawWrites}`;
  b.set(doc(db, 'audit_log', auditId), {
    entity: def.name,
    collection: def.collection,
    recordId: RECORD_ID,
    title: 'Parity (Deutsch)',
    action: 'updated',
    child: `translations/${LOCALE}`,
    byUid,
    byName: 'Parity',
    at: serverTimestamp(),
  });
  b.set(doc(db, 'audit_heads', `${def.collection}__${RECORD_ID}`), { lastId: auditId, at: serverTimestamp() });
  return b.commit();
}

describe.each(translated.map((d) => [`${d.name} (${d.collection})`, d] as const))('%s: translation', (_t, def) => {
  beforeAll(() => {
    currentDef = def;
  });
  afterAll(() => {
    currentDef = null;
  });
  const tdef = translationDef(def);
  const fields = fieldsOf(tdef);
  const base = () =>
    valid(
      tdef,
      values(tdef, (f) => modest(tdef, f)),
    );
  const path = translationPath(def.collection, RECORD_ID, LOCALE);

  test('the translation form has every localized field and the publication', () => {
    const names = fields.map((f) => f.name);
    for (const f of def.fields!.filter((x) => x.localized)) expect(names).toContain(f.name);
    expect(names).toEqual(expect.arrayContaining([def.publication!.flag, def.publication!.at]));
  });

  test('the app saves the longest translation as an admin (its endpoint, with the audit entry)', async () => {
    await deleteDoc(doc(owner, path));
    const input = values(tdef, (f) => longest(tdef, f));
    try {
      await mutate(translationEndpointNames(def).save, {
        id: RECORD_ID,
        locale: LOCALE,
        values: input,
        sourceTexts: longestSources(def),
        baseRev: 0,
      });
    } catch (e) {
      throw drift(def, null, `the app's save of the longest translation failed: ${codeOf(e)} ${JSON.stringify(e)}`);
    }
    const stored = (await getDocFromServer(doc(owner, path))).data() ?? {};
    for (const f of fields.filter((x) => x.kind !== 'datetime' && x.name !== def.publication!.flag))
      if (JSON.stringify(stored[f.name]) !== JSON.stringify(input[f.name]))
        throw drift(def, `translations.${f.name}`, `stored ${describeValue(stored[f.name])}`);
    expect(stored.sourceTexts).toEqual(longestSources(def));
  });

  describe.each(fields.map((f) => [f.name, f] as const))('%s', (name, f) => {
    test('at its limit: the rules accept it', async () => {
      const data = valid(tdef, { ...base(), [name]: longest(tdef, f) });
      await rulesAccept(
        def,
        `translations.${name}`,
        `a translation with ${name} = ${describeValue(data[name])}`,
        rawTranslationWrite(def, raw.admin, RAW_UID.admin, data, {}),
      );
    });

    const beyond = outOfBounds(tdef, f);
    if (beyond.length === 0) return;
    test.each(beyond)('%s: the schema and the rules refuse it', async (what, value) => {
      const parsed = parseInput(tdef, { ...base(), [name]: value });
      if (parsed.ok) throw drift(def, `translations.${name}`, `the schema accepts ${what}`);
      if (parsed.field !== name)
        throw drift(def, `translations.${name}`, `the schema refuses ${what} for ${parsed.field}`);
      await rulesRefuse(
        def,
        `translations.${name}`,
        `a translation with ${what}`,
        rawTranslationWrite(def, raw.admin, RAW_UID.admin, { ...base(), [name]: value }, {}),
      );
    });
  });

  test.each(trackedFields(def))(
    'sourceTexts.%s: the English text at its field limit is accepted, one past it refused',
    async (name) => {
      const max = fieldLimits(def.input, name).max;
      if (max === undefined) throw drift(def, name, 'the input schema sets no maximum length');
      // The translation's own field filled, so that its source is kept (translationOps).
      const data = {
        ...base(),
        [name]: modest(
          tdef,
          fields.find((f) => f.name === name)!,
        ),
      };
      await rulesAccept(
        def,
        `translations.sourceTexts.${name}`,
        `a source text of ${max} characters`,
        rawTranslationWrite(def, raw.admin, RAW_UID.admin, data, { [name]: 'x'.repeat(max) }),
      );
      await rulesRefuse(
        def,
        `translations.sourceTexts.${name}`,
        `a source text of ${max + 1} characters (the English field's max ${max})`,
        rawTranslationWrite(def, raw.admin, RAW_UID.admin, data, { [name]: 'x'.repeat(max + 1) }),
      );
    },
  );
});

function describeValue(v: unknown): string {
  return typeof v === 'string' && v.length > 40 ? `${v.length} characters` : JSON.stringify(v);
}

describe.each(ENTITY_LIST.map((d) => [`${d.name} (${d.collection})`, d] as const))('%s: who lists it', (_t, def) => {
  const list = (db: Firestore) =>
    getDocsFromServer(query(collection(db, def.collection), ...def.orderBy.map(([f, dir]) => orderBy(f, dir))));
  const isPublic = PUBLIC_LISTS.has(def.collection);

  test(`staff with the ${def.access.read} role list it as the back office does`, async () => {
    await rulesAccept(def, null, 'the admin list', list(raw.admin));
    if (def.access.read === 'editor' || isPublic) await rulesAccept(def, null, 'the editor list', list(raw.editor));
    else await rulesRefuse(def, null, 'an editor list (access.read is admin)', list(raw.editor));
  });

  test(
    isPublic
      ? 'visitors, members and contributors list it (public)'
      : 'visitors, members and contributors cannot list it',
    async () => {
      for (const who of ['member', 'visitor', 'contributor'] as const) {
        if (isPublic) await rulesAccept(def, null, `a ${who} list`, list(raw[who]));
        else await rulesRefuse(def, null, `a ${who} list`, list(raw[who]));
      }
    },
  );
});
