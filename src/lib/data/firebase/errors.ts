import type { AppError } from '../backend-types';

/** Any thrown value -> AppError. Firebase errors keep their code (without the service prefix for
 *  Firestore, e.g. 'permission-denied'; auth codes keep 'auth/'). */
export function toAppError(error: unknown): AppError {
  if (typeof error === 'object' && error !== null) {
    const e = error as { code?: unknown; message?: unknown };
    const code = typeof e.code === 'string' ? e.code.replace(/^firestore\//, '') : 'unknown';
    const message = typeof e.message === 'string' ? e.message : String(error);
    return { code, message };
  }
  return { code: 'unknown', message: String(error) };
}

export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toAppError(error);
  }
}
