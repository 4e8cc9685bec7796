// What counts as a page view: the first page and each change of path the visitor makes; a typed
// search, a filter or a dialog (query or hash changes, replace navigations) send none.
import { act } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { demoOpened } from '@/features/ui/uiSlice';
import { track } from '@/lib/analytics/queue';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { PageViews } from './PageViews';

jest.mock('@/lib/analytics/queue', () => ({ track: jest.fn() }));
const sent = jest.mocked(track);

function site(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PageViews /> }], { initialEntries: [path] });
  const { store } = renderWithProviders(<RouterProvider router={router} />, {
    backend: stubBackend().backend,
    noRouter: true,
  });
  const go = (to: string, replace = false) => act(() => router.navigate(to, { replace }));
  return { router, store, go };
}

beforeEach(() => sent.mockClear());

test('typing a search, changing filters and opening a dialog send no page view', async () => {
  const { go } = site('/resources');
  expect(sent.mock.calls).toEqual([[{ e: 'pv', p: '/resources' }]]);
  // The search field writes each keystroke into the query (a replace), as the filters do.
  for (const q of ['s', 'st', 'ste', 'stee', 'steel']) await go(`/resources?q=${q}`, true);
  await go('/resources?q=steel&type=guide', true);
  await go('/resources?q=steel&type=guide&resource=abc'); // the dialog: a push, same path
  await go('/resources?q=steel&type=guide#library');
  await go(-1 as unknown as string); // back: the dialog closes
  expect(sent).toHaveBeenCalledTimes(1);
});

test('each change of path is one page view; back to a page is another; a replace is none', async () => {
  const { go, router } = site('/');
  await go('/blog');
  await go('/blog/a-post?utm_source=x');
  await act(() => router.navigate(-1));
  await go('/old-name', true); // a redirect rewrites the current entry
  expect(sent.mock.calls.map(([e]) => e.p)).toEqual(['/', '/blog', '/blog/a-post', '/blog']);
});

test('opening the demo request is reported once per opening, on the page it was opened on', async () => {
  const { store, go } = site('/pricing');
  act(() => void store.dispatch(demoOpened('Get a Demo')));
  await go('/pricing?x=1', true);
  expect(sent.mock.calls.map(([e]) => e)).toEqual([
    { e: 'pv', p: '/pricing' },
    { e: 'demo', p: '/pricing' },
  ]);
});
