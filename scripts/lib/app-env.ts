// The app's environment, validated when Vite starts (vite.config.ts): a bad configuration stops
// `vite build` and the dev server with the EnvError text, and the browser receives the validated
// AppEnv (src/config/raw-env.ts), so no validation code ships in the page.
import { loadEnv } from 'vite';
import { parseEnv, type AppEnv } from '../../src/config/env-schema.ts';

/** The validated AppEnv for a Vite command and mode: the VITE_* keys of the .env files for the mode
 *  and of process.env (as Vite gives them to import.meta.env); DEV while serving. Throws EnvError. */
export function appEnvOf(mode: string, command: 'build' | 'serve', envDir: string = process.cwd()): AppEnv {
  return parseEnv({ ...loadEnv(mode, envDir, 'VITE_'), DEV: command === 'serve' });
}

/** The `define` that hands it to the app: read only by src/config/raw-env.ts. */
export const defineAppEnv = (appEnv: AppEnv) => ({ 'import.meta.env.STRUCTURA_ENV': JSON.stringify(appEnv) });
