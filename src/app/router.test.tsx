// The two apps' routes: the back office serves the spec's not-found paths under /admin in the
// public layout, and hands any path of the public site to the browser (a document load), as the
// public site does for /admin.
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { NOT_FOUND_PATHS } from './route-table';
import { backOfficeRoutes, publicRoutes } from './router';

const backOfficeAt = (path: string) =>
  renderWithProviders(<RouterProvider router={createMemoryRouter(backOfficeRoutes(), { initialEntries: [path] })} />, {
    backend: stubBackend().backend,
    noRouter: true,
  });

it.each([...NOT_FOUND_PATHS.filter((p) => p.startsWith('/admin/')), '/admin/users/extra'])(
  'the back office shows the not-found page at %s',
  async (path) => {
    backOfficeAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  },
);

it('the public site has no back-office route but the hand-over to the back office document', () => {
  const paths = JSON.stringify(publicRoutes().map((r) => r.path ?? r.children?.map((c) => c.path)));
  expect(paths).toContain('"/admin/*"');
  expect(paths).not.toContain('/admin/:section');
  expect(paths).not.toContain('/admin/login');
});
