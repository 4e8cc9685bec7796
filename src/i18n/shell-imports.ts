// The other languages' first-paint texts as chunks, handed to ./catalog.ts by the app's start
// (src/app/client.tsx) and the server renderer. Apart from catalog.ts on purpose: a module with an
// `import()` that a lazily loaded part also imports made the bundler split Vite's preload helper
// out of the entry chunk, +0.4 kB of first script (docs/i18n.md).
import type { Locale } from '@/domain/locales';
import type { ShellMessages } from './messages/en-shell';
import type { Module } from './loader';

export const shellImports: Partial<Record<Locale, () => Module<ShellMessages>>> = {
  de: () => import('./messages/de-shell'),
  es: () => import('./messages/es-shell'),
};
