// Fixtures for the page editor's component tests.
import { screen, within } from '@testing-library/react';
import type { PlainDoc } from '@/lib/data';
import type { Notify } from '@/lib/util';
import { renderWithProviders } from '@/testing/render';
import { stubBackend, type StubOptions } from '@/testing/stub-backend';
import { home } from '../../defaults/home';
import type { PageContent, PageId } from '../../types';
import PageEditor from './PageEditor';

export const EDITOR = { uid: 'u1', email: 'eddie@structura.local', displayName: 'Eddie Editor' };

/** pages/home as published: the defaults with another hero title. */
export const PUBLISHED_TITLE = 'Published hero title';
export const publishedHome: PlainDoc = {
  id: 'home',
  sections: { ...home.sections, hero: { ...home.sections.hero, title: PUBLISHED_TITLE } },
  lastUpdated: '2025-03-01',
  publishedAt: '2025-03-01T10:00:00.000Z',
  publishedBy: 'u9',
};

export interface EditorOptions extends StubOptions {
  drafts?: Partial<Record<PageId, PageContent>>;
  notify?: Notify;
}

/** Where pages are shown, as the app's route table says (src/domain/site/routes.test.ts checks that
 *  about and pricing have no route there, and the others have theirs). */
const publicPathOf = (id: PageId) => (id === 'about' || id === 'pricing' ? null : id === 'home' ? '/' : `/${id}`);

/** The editor, signed in as an editor, over a stub backend (and local drafts, if given). */
export function renderEditor({ drafts = {}, notify, ...stub }: EditorOptions = {}) {
  const backend = stubBackend(stub);
  const rendered = renderWithProviders(<PageEditor publicPathOf={publicPathOf} />, {
    backend: backend.backend,
    ...(notify ? { notify } : {}),
    preloadedState: {
      auth: { status: 'signedIn', user: EDITOR },
      pageContent: { drafts, saving: null, savedAt: {} },
    },
  });
  return { ...rendered, ...backend };
}

/** A section of the form, by its heading ("Hero", "Stats" ...). */
export const section = (name: string) => within(screen.getByRole('region', { name }));

/** The hero's title field (waits for the form). */
export const heroTitle = async () => {
  await screen.findByRole('region', { name: 'Hero' });
  return section('Hero').getByRole('textbox', { name: 'Title' });
};
