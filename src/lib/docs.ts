import { z } from '@/lib/zod';
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

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects with { code: 'deadline-exceeded' } when `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ code: 'deadline-exceeded', message: `no answer within ${ms} ms` }), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
