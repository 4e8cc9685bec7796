// Timing helpers, kept apart from the document parsers (src/lib/data/docs.ts) so that modules needing
// only these do not bring zod into the first paint.

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Rejects with { code: 'deadline-exceeded' } when `work` has not settled within `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject({ code: 'deadline-exceeded', message: `no answer within ${ms} ms` }), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
