import {
  addDoc,
  average,
  count,
  collection,
  collectionGroup,
  connectFirestoreEmulator,
  deleteDoc,
  deleteField,
  doc,
  getAggregateFromServer,
  getDoc as fsGetDoc,
  getDocs,
  getFirestore,
  increment as fsIncrement,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
  writeBatch,
  type AggregateField,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { env } from '@/config/env';
import type { Aggregation, Backend, BatchOp, DocData, PlainDoc, QuerySpec } from '../backend-types';
import { firebaseApp } from './app';
import { toPlain, toStored } from './convert';
import { guard, toAppError } from './errors';

let db: Firestore | null = null;

export function firestore(): Firestore {
  if (db) return db;
  db = getFirestore(firebaseApp());
  if (env.emulators) connectFirestoreEmulator(db, env.emulators.host, env.emulators.firestorePort);
  return db;
}

function plainDoc(snapshot: DocumentSnapshot): PlainDoc | null {
  return snapshot.exists() ? { ...(toPlain(snapshot.data()) as DocData), id: snapshot.id } : null;
}

function buildQuery(path: string, spec: QuerySpec = {}): Query {
  const constraints: QueryConstraint[] = [
    ...(spec.where ?? []).map(([f, op, v]) => where(f, op, v)),
    ...(spec.orderBy ?? []).map(([f, dir]) => orderBy(f, dir)),
    ...(spec.limit ? [limit(spec.limit)] : []),
  ];
  const source = spec.collectionGroup ? collectionGroup(firestore(), path) : collection(firestore(), path);
  return query(source, ...constraints);
}

const aggregateField = (a: Aggregation): AggregateField<number | null> =>
  a.op === 'count' ? count() : a.op === 'sum' ? sum(a.field) : average(a.field);

async function aggregateQuery<K extends string>(path: string, spec: QuerySpec, aggregations: Record<K, Aggregation>) {
  const fields = Object.fromEntries(Object.entries<Aggregation>(aggregations).map(([k, a]) => [k, aggregateField(a)]));
  const snapshot = await getAggregateFromServer(buildQuery(path, spec), fields);
  return snapshot.data() as Record<K, number | null>;
}

/** With `spec.withParent`: the id and path of the document a subcollection's document sits under. */
function withParent(plain: PlainDoc, snapshot: DocumentSnapshot, spec: QuerySpec): PlainDoc {
  const parent = snapshot.ref.parent.parent;
  return spec.withParent ? { ...plain, parentId: parent?.id ?? '', parentPath: parent?.path ?? '' } : plain;
}

async function commitBatch(ops: BatchOp[]): Promise<string[]> {
  const batch = writeBatch(firestore());
  const ids = ops.map((o) => {
    const ref = o.op === 'add' ? doc(collection(firestore(), o.path)) : doc(firestore(), o.path);
    if (o.op === 'delete') {
      batch.delete(ref);
      return ref.id;
    }
    const data = toStored(o.data, o.options, serverTimestamp, deleteField);
    if (o.op === 'update') {
      for (const [field, by] of Object.entries(o.increments ?? {})) data[field] = fsIncrement(by);
      batch.update(ref, data);
    } else if (o.op === 'set') batch.set(ref, data, { merge: o.options?.merge ?? false });
    else batch.set(ref, data);
    return ref.id;
  });
  await batch.commit();
  return ids;
}

export const firestoreBackend: Omit<Backend, 'auth' | 'storage'> = {
  listenDoc(path, next, error) {
    return onSnapshot(
      doc(firestore(), path),
      (s) => next(plainDoc(s)),
      (e) => error(toAppError(e)),
    );
  },
  listenQuery(path, spec, next, error) {
    // Each document's plain object is made once and kept until the document changes (docChanges),
    // so a snapshot of 10,000 documents where one changed converts one, and consumers can tell
    // unchanged documents by identity (src/lib/entity/incremental.ts).
    const plain = new Map<string, PlainDoc>();
    return onSnapshot(
      buildQuery(path, spec),
      // fromServer: hear the cache→server change too (it may change no document), skip the cache.
      { includeMetadataChanges: spec.fromServer ?? false },
      (s) => {
        if (spec.fromServer && s.metadata.fromCache) return;
        for (const change of s.docChanges()) {
          const key = change.doc.ref.path;
          if (change.type === 'removed') plain.delete(key);
          else plain.set(key, withParent(plainDoc(change.doc) as PlainDoc, change.doc, spec));
        }
        next(
          s.docs.map((d) => {
            let found = plain.get(d.ref.path);
            if (!found) plain.set(d.ref.path, (found = withParent(plainDoc(d) as PlainDoc, d, spec)));
            return found;
          }),
        );
      },
      (e) => error(toAppError(e)),
    );
  },
  getDoc: (path) => guard(async () => plainDoc(await fsGetDoc(doc(firestore(), path)))),
  getQuery: (path, spec) =>
    guard(async () => (await getDocs(buildQuery(path, spec))).docs.map((d) => plainDoc(d) as PlainDoc)),
  aggregate: (path, spec, aggregations) => guard(() => aggregateQuery(path, spec, aggregations)),
  add: (path, data, options) =>
    guard(async () => (await addDoc(collection(firestore(), path), toStored(data, options, serverTimestamp))).id),
  set: (path, data, options) =>
    guard(() =>
      setDoc(doc(firestore(), path), toStored(data, options, serverTimestamp), { merge: options?.merge ?? false }),
    ),
  update: (path, data, options) =>
    guard(() => updateDoc(doc(firestore(), path), toStored(data, options, serverTimestamp, deleteField))),
  remove: (path) => guard(() => deleteDoc(doc(firestore(), path))),
  increment: (path, field, by) => guard(() => updateDoc(doc(firestore(), path), { [field]: fsIncrement(by) })),
  batch: (ops) => guard(() => commitBatch(ops)),
};
