// RTK Query's cache key for a query (its defaultSerializeQueryArgs), without RTK Query's code:
// `endpoint(JSON of the argument, object keys sorted)`. The public pages read their entries by it
// (src/lib/live-query.ts) before RTK Query has loaded; query-key.test.ts checks it against RTK Query's.

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || Object.getPrototypeOf(proto) === null;
}

export function queryKey(endpointName: string, arg: unknown): string {
  const serialized = JSON.stringify(arg, (_key, raw: unknown) => {
    const value = typeof raw === 'bigint' ? { $bigint: raw.toString() } : raw;
    if (!isPlainObject(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = value[key];
    return sorted;
  }) as string | undefined;
  return `${endpointName}(${serialized})`;
}
