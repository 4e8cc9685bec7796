// Every live list shows a visible error with Retry when its listener is refused, and Retry opens
// the listener again (issue 9, Faults).
import { act, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DiscussionList } from '@/features/community/components/DiscussionList';
import { FaqBrowser } from '@/features/faq/components/FaqBrowser';
import { ResourceLibrary } from '@/features/resources/components/ResourceLibrary';
import { TeamGrid } from '@/features/team/components/TeamGrid';
import { type Backend, liveUpdateFailed, type PlainDoc } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { StatusBanners } from './layout/StatusBanners';

/** A backend whose first `failures` listeners are refused; later ones answer with `docs`. */
function refusingBackend(docs: PlainDoc[], failures = 1) {
  const { backend } = stubBackend();
  let opened = 0;
  const refusing: Backend = {
    ...backend,
    listenQuery: (_path, _spec, next, error) => {
      opened += 1;
      const refuse = opened <= failures;
      queueMicrotask(() =>
        refuse ? error({ code: 'permission-denied', message: 'Missing or insufficient permissions.' }) : next(docs),
      );
      return () => {};
    },
  };
  return { backend: refusing, opened: () => opened };
}

const cases: [string, ReactElement, RegExp, PlainDoc, string][] = [
  [
    'community discussions',
    <DiscussionList key="d" />,
    /couldn.t load the discussions/,
    {
      id: 'p1',
      title: 'How do you check punching shear?',
      body: 'Body',
      authorId: 'u1',
      authorName: 'Priya',
      replyCount: 0,
      views: 0,
      hidden: false,
      deleted: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      lastActivityAt: '2026-01-01T00:00:00.000Z',
    },
    'How do you check punching shear?',
  ],
  [
    'team',
    <TeamGrid key="t" />,
    /couldn.t load our team/,
    { id: 't1', name: 'Ada Lovelace', role: 'CTO', bio: 'Bio', image: '', order: 1 },
    'Ada Lovelace',
  ],
  [
    'FAQ',
    <FaqBrowser key="f" />,
    /couldn.t load the frequently asked questions/,
    { id: 'f1', question: 'Is my data safe?', answer: 'Yes.', category: 'Security', order: 1 },
    'Is my data safe?',
  ],
  [
    'resource library',
    <ResourceLibrary key="r" />,
    /couldn.t load the resource library/,
    {
      id: 'r1',
      title: 'Punching shear guide',
      description: 'A guide.',
      type: 'guide',
      url: '/resources',
      active: true,
      views: 0,
      rating: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    },
    'Punching shear guide',
  ],
];

describe.each(cases)('the %s, refused by the rules', (_name, ui, message, doc, shown) => {
  it('says so with Retry, and Retry opens the listener again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { backend, opened } = refusingBackend([doc]);
    const { user } = renderWithProviders(ui, { backend });
    expect(await screen.findByText(message)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(shown)).toBeVisible();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(opened()).toBe(2);
  });
});

describe('StatusBanners', () => {
  afterEach(() => jest.restoreAllMocks());

  it('say when live updates stopped, and Retry clears it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store, user } = renderWithProviders(<StatusBanners />, { backend: stubBackend().backend });
    act(() => {
      store.dispatch(liveUpdateFailed({ source: 'resources', error: { code: 'permission-denied', message: 'no' } }));
    });
    expect(await screen.findByText(/Live updates paused/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText(/Live updates paused/)).not.toBeInTheDocument());
  });

  it('say when the browser is offline, that changes will be saved later', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders(<StatusBanners />, { backend: stubBackend().backend });
    expect(screen.getByRole('status')).toHaveTextContent("Offline — changes will be saved when you're back online.");
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(/Offline/)).not.toBeInTheDocument());
  });
});
