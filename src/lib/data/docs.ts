// Document parsers (they bring zod): loaded with the listeners that use them, never by the first
// paint; the timing helpers are in src/lib/util/async.ts.
import { z } from '@/lib/schema/zod';
import type { PlainDoc } from './backend-types';

/** Validates documents against a schema (any zod 4 schema, mini or classic); a malformed document is
 *  skipped and reported, so one bad record cannot take a page down. */
export function parseDocs<S extends z.core.$ZodType>(schema: S, docs: PlainDoc[], source: string): z.infer<S>[] {
  const out: z.infer<S>[] = [];
  for (const doc of docs) {
    const parsed = z.safeParse(schema, doc);
    if (parsed.success) out.push(parsed.data);
    else console.warn(`[${source}] skipped malformed document ${doc.id}:`, parsed.error.issues);
  }
  return out;
}
