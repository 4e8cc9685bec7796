import { appEnv } from '@/config/raw-env';
import type { AppEnv } from './env-schema';

export type { AppEnv } from './env-schema';
/** The validated environment (checked by vite.config.ts at build and serve time; by
 *  src/testing/raw-env.ts under jest). */
export const env: AppEnv = appEnv;
