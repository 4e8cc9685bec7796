// Where each page's content is shown on the public site, for the page editor's preview: the route
// table's paths and the page modules' own `data.content`. Only `data` is imported (Vite's glob
// import with `import: 'data'`), so the public pages' components stay out of the back office.
import type { PageId } from '@/features/page-content/types';
import type { PageModule } from '../page-modules';
import { pathOfPage } from '@/domain/site/routes';

// The not-found page has no content and no `data`.
const pageData = import.meta.glob<PageModule['data']>(
  ['../../pages/public/*Page.tsx', '!../../pages/public/NotFoundPage.tsx'],
  { import: 'data', eager: true },
);

/** The public path that shows this page's content, or null. */
export const publicPathOf = (pageId: PageId): string | null =>
  pathOfPage(pageId, (page) => pageData[`../../pages/public/${page}.tsx`]?.content);
