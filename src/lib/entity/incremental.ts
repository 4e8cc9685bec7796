import { z } from '@/lib/schema/zod';
import type { PlainDoc } from '@/lib/data';

/**
 * An incremental `parseDocs` for one live listener: each snapshot's documents are validated
 * against the schema, but a document that has not changed since the previous snapshot is not
 * parsed again and keeps its row object (same identity), so a list of 10,000 records where one
 * changed validates one document, and React / the DataGrid see 9,999 unchanged rows.
 *
 * "Unchanged" is the same PlainDoc object (the Firestore backend reuses the plain object of every
 * document absent from the snapshot's docChanges) or, for backends that make new objects each
 * time, a structurally equal one. When no document changed and the order is the same, the
 * previous array itself is returned. A malformed document is skipped and reported once (not on
 * every snapshot).
 */
export function incrementalParser<S extends z.core.$ZodType>(schema: S, source: string) {
  type Row = z.infer<S>;
  let memo = new Map<string, { raw: PlainDoc; row: Row | null }>();
  let previous: Row[] | null = null;
  let parses = 0;

  const parse = (docs: PlainDoc[]): Row[] => {
    const next = new Map<string, { raw: PlainDoc; row: Row | null }>();
    const out: Row[] = [];
    let same = previous !== null;
    for (const doc of docs) {
      const key = keyOf(doc);
      const known = memo.get(key);
      let entry: { raw: PlainDoc; row: Row | null };
      if (known && (known.raw === doc || equalData(known.raw, doc))) entry = known;
      else {
        parses += 1;
        const parsed = z.safeParse(schema, doc);
        if (!parsed.success) console.warn(`[${source}] skipped malformed document ${doc.id}:`, parsed.error.issues);
        entry = { raw: doc, row: parsed.success ? parsed.data : null };
      }
      next.set(key, entry);
      if (entry.row === null) continue;
      if (same && previous![out.length] !== entry.row) same = false;
      out.push(entry.row);
    }
    memo = next;
    if (same && previous!.length === out.length) return previous!;
    previous = out;
    return out;
  };
  /** How many documents have been validated so far (for tests and measurements). */
  parse.parses = () => parses;
  return parse;
}

// Documents of a collection group can share an id under different parents.
const keyOf = (doc: PlainDoc) => (typeof doc.parentId === 'string' ? `${doc.parentId}/${doc.id}` : doc.id);

/** Deep equality of plain document data (JSON-like values: what toPlain produces). */
export function equalData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => equalData(v, bb[i]));
  }
  const ka = Object.keys(a);
  const ob = b as Record<string, unknown>;
  if (ka.length !== Object.keys(ob).length) return false;
  const oa = a as Record<string, unknown>;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(ob, k) && equalData(oa[k], ob[k]));
}
