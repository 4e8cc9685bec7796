import { parseEnv } from './env-schema';
import { rawEnv } from '@/config/raw-env';

export type { AppEnv } from './env-schema';
/** The validated environment; importing this module fails fast on a bad configuration. */
export const env = parseEnv(rawEnv);
