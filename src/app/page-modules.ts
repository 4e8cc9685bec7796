// The public pages' modules by name (src/pages/public/<name>.tsx), each a chunk of its own that
// loads when its route is visited. Jest reads src/testing/page-modules.ts instead (no import.meta).
import type { ComponentType } from 'react';
import type { PageData } from '@/features/page-content/types';

export interface PageModule {
  default: ComponentType;
  data?: PageData;
}

const modules = import.meta.glob<PageModule>(['../pages/public/*Page.tsx']);

export function loadPage(name: string): Promise<PageModule> {
  const load = modules[`../pages/public/${name}.tsx`];
  return load ? load() : Promise.reject(new Error(`No page module src/pages/public/${name}.tsx`));
}
