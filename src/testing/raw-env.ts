// Jest's stand-in for src/config/raw-env.ts (mapped in jest.config.ts): the environment comes
// from process.env, with emulator defaults so unit tests need nothing set, validated here as
// vite.config.ts validates it for the app.
import { parseEnv, type AppEnv } from '@/config/env-schema';

export const rawEnv: Record<string, string | undefined> = {
  VITE_USE_EMULATORS: 'true',
  VITE_FIREBASE_PROJECT_ID: 'demo-structura',
  VITE_EMULATOR_HOST: '127.0.0.1',
  VITE_AUTH_EMULATOR_PORT: '9099',
  VITE_FIRESTORE_EMULATOR_PORT: '8080',
  VITE_SITE_URL: 'http://localhost:4173',
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('VITE_'))),
  DEV: 'false',
  MODE: 'test',
};

export const appEnv: AppEnv = parseEnv(rawEnv);
