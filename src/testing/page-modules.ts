// Jest's stand-in for src/app/page-modules.ts (mapped in jest.config.ts): Vite's import.meta.glob
// does not exist here, so a page's module is required by its name.
import type { PageModule } from '@/app/page-modules';

export type { PageModule } from '@/app/page-modules';

export const loadPage = (name: string): Promise<PageModule> => import(`@/pages/public/${name}`);
