// The app's backend port (src/lib/data/backend-types.ts, as src/entry-server.tsx names it) for the site function's renderer, over
// the Admin SDK: read-only and one-shot. A page renders once per request, so a "listener" reads
// once and reports that; there is nothing to keep open. Every write, sign-in and upload is refused:
// the renderer only reads what a signed-out visitor reads (the public queries carry their own
// filters, e.g. `live == true`, as the rules require of the browser's).
import { AggregateField, Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import type { AggregateResult, Aggregation, AppError, Backend, DocData, PlainDoc, QuerySpec } from '@/entry-server';

/** Firestore data -> the port's plain data: Timestamps become ISO strings, at any depth. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  return value;
}

const plainDoc = (s: DocumentSnapshot, spec?: QuerySpec): PlainDoc | null =>
  s.exists
    ? {
        ...(toPlain(s.data()) as DocData),
        id: s.id,
        ...(spec?.withParent ? { parentId: s.ref.parent.parent?.id ?? '' } : {}),
      }
    : null;

function buildQuery(db: Firestore, path: string, spec: QuerySpec = {}): Query {
  let q: Query = spec.collectionGroup ? db.collectionGroup(path) : db.collection(path);
  for (const [field, op, value] of spec.where ?? []) q = q.where(field, op, value);
  for (const [field, dir] of spec.orderBy ?? []) q = q.orderBy(field, dir);
  if (spec.limit) q = q.limit(spec.limit);
  return q;
}

const asAppError = (e: unknown): AppError => ({
  code: typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'unavailable',
  message: e instanceof Error ? e.message : String(e),
});

const refused = (what: string) => () =>
  Promise.reject<never>({ code: 'permission-denied', message: `the site's renderer does not ${what}` });

/** A one-shot "listener": reads once, reports once unless closed first. */
function once<T>(read: () => Promise<T>, next: (value: T) => void, error: (e: AppError) => void) {
  let open = true;
  read().then(
    (value) => open && next(value),
    (e: unknown) => open && error(asAppError(e)),
  );
  return () => {
    open = false;
  };
}

export function serverBackend(db: Firestore): Backend {
  const getDoc = async (path: string) => plainDoc(await db.doc(path).get());
  const getQuery = async (path: string, spec?: QuerySpec) =>
    (await buildQuery(db, path, spec).get()).docs.map((d) => plainDoc(d, spec) as PlainDoc);
  return {
    listenDoc: (path, next, error) => once(() => getDoc(path), next, error),
    listenQuery: (path, spec, next, error) => once(() => getQuery(path, spec), next, error),
    getDoc,
    getQuery,
    async aggregate<K extends string>(path: string, spec: QuerySpec, aggregations: Record<K, Aggregation>) {
      const fields = Object.fromEntries(
        Object.entries<Aggregation>(aggregations).map(([k, a]) => [
          k,
          a.op === 'count'
            ? AggregateField.count()
            : a.op === 'sum'
              ? AggregateField.sum(a.field)
              : AggregateField.average(a.field),
        ]),
      );
      const snap = await buildQuery(db, path, spec).aggregate(fields).get();
      return snap.data() as AggregateResult<K>;
    },
    add: refused('write'),
    set: refused('write'),
    update: refused('write'),
    remove: refused('write'),
    increment: refused('write'),
    batch: refused('write'),
    auth: {
      // Always a signed-out visitor.
      onChange: (listener) => {
        listener(null);
        return () => {};
      },
      signIn: refused('sign in'),
      signUp: refused('sign up'),
      signOut: async () => {},
      sendVerification: refused('send email'),
      refresh: async () => null,
      resetPassword: refused('send email'),
    },
    storage: { available: false, upload: refused('upload') },
  };
}
