import { Timestamp } from 'firebase/firestore';
import type { DocData, WriteOptions } from '../backend-types';

/** Firestore data -> plain serializable data: Timestamps become ISO strings, at any depth. */
export function toPlain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(toPlain);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlain(v)]));
  }
  return value;
}

/** Plain data -> Firestore data: the named ISO-string fields become Timestamps. */
export function toStored(
  data: DocData,
  options: WriteOptions | undefined,
  serverTime: () => unknown,
  remove: () => unknown = () => undefined,
): DocData {
  const out: DocData = { ...data };
  for (const field of options?.dates ?? []) {
    const v = out[field];
    if (typeof v === 'string' && v) out[field] = Timestamp.fromDate(new Date(v));
    else if (v === '' || v === undefined) delete out[field];
  }
  for (const field of options?.serverTimestamps ?? []) out[field] = serverTime();
  for (const field of options?.removes ?? []) out[field] = remove();
  return out;
}
