// The two apps' routes: the back office serves the spec's not-found paths under /admin in the
// public layout, and hands any path of the public site to the browser (a document load), as the
// public site does for /admin. Neither ever loads the document it runs in (./document.ts): a path
// the server answered with this app, which this app does not serve, is the not-found page.
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { loadDocument, setServedPathForTests } from './document';
import { NOT_FOUND_PATHS } from '@/domain/site/routes';
import { backOfficeRoutes, publicRoutes } from './router';

jest.mock('./document', () => ({
  ...jest.requireActual<typeof import('./document')>('./document'),
  loadDocument: jest.fn(),
}));
const load = jest.mocked(loadDocument);

/** The app's routes at `path`, in a document the server served for `served`. */
const at = (routes: () => ReturnType<typeof publicRoutes>, path: string, served = path) => {
  setServedPathForTests(served);
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { backend: stubBackend().backend, noRouter: true });
  return router;
};
const notFoundShown = () => screen.findByRole('heading', { level: 1, name: 'Page not found' });

beforeEach(() => load.mockClear());
afterAll(() => setServedPathForTests(null));

describe('the public site', () => {
  it.each([...NOT_FOUND_PATHS, '/Admin/dashboard', '/ADMIN'])(
    'shows the not-found page at %s, loading nothing',
    async (path) => {
      at(publicRoutes, path);
      expect(await notFoundShown()).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('loads the back office document for a back-office path it navigates to', async () => {
    const router = at(publicRoutes, '/no-such-page', '/no-such-page');
    await notFoundShown();
    await router.navigate('/admin/leads?edit=abc#top');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/admin/leads?edit=abc#top'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['/admin/dashboard', '/admin', '/admin/leads/'])(
    'served for a back-office path (%s), shows the not-found page instead of loading itself again',
    async (path) => {
      at(publicRoutes, path);
      expect(await notFoundShown()).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );
});

describe('the back office', () => {
  it.each([...NOT_FOUND_PATHS.filter((p) => p.startsWith('/admin/')), '/admin/users/extra'])(
    'shows the not-found page at %s',
    async (path) => {
      at(backOfficeRoutes, path);
      expect(await notFoundShown()).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('loads the public document for a public path it navigates to', async () => {
    const router = at(backOfficeRoutes, '/admin/no-such-section/x', '/admin/no-such-section/x');
    await notFoundShown();
    await router.navigate('/company?x=1');
    await waitFor(() => expect(load).toHaveBeenCalledWith('/company?x=1'));
  });

  it.each(['/admin.html', '/', '/company'])(
    'served for a public path (%s), shows the not-found page instead of loading itself again',
    async (path) => {
      at(backOfficeRoutes, path);
      expect(await notFoundShown()).toBeInTheDocument();
      expect(load).not.toHaveBeenCalled();
    },
  );
});

it('the public site has no back-office route but the hand-over to the back office document', () => {
  const paths = JSON.stringify(publicRoutes().map((r) => r.path ?? r.children?.map((c) => c.path)));
  expect(paths).toContain('"/admin/*"');
  expect(paths).not.toContain('/admin/:section');
  expect(paths).not.toContain('/admin/login');
});
