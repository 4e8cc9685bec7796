// The only module that reads import.meta.env (jest maps it to src/testing/raw-env.ts). The
// environment was validated when Vite started (vite.config.ts -> scripts/lib/app-env.ts), which
// hands the result over here: the page carries no validation code.
import type { AppEnv } from './env-schema';

export const appEnv: AppEnv = import.meta.env.STRUCTURA_ENV;
