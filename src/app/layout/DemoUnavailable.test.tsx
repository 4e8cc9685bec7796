import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { CHUNK_RELOAD_KEY } from '@/lib/util';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { PublicLayout } from './PublicLayout';

// The dialog's chunk cannot be loaded (offline, or a deploy replaced it).
jest.mock('@/features/leads/components/DemoDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('says the request form could not be loaded, instead of a click that does nothing', async () => {
  // The page already reloaded once for this chunk (lazyWithRetry's one automatic reload), so the
  // failure now reaches the error boundary.
  sessionStorage.setItem(`${CHUNK_RELOAD_KEY}Failed to fetch dynamically imported module`, 'earlier');
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { store, user } = renderWithProviders(
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<h1>Page body</h1>} />
      </Route>
    </Routes>,
    { backend: stubBackend().backend, route: '/company' },
  );
  await user.click(screen.getAllByRole('link', { name: 'Get a Demo' })[0]!);
  expect(await screen.findByRole('alert')).toHaveTextContent('The request form could not be loaded');
  expect(screen.getByRole('heading', { level: 1, name: 'Page body' })).toBeInTheDocument(); // the page stays
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(store.getState().ui.demo.status).toBe('closed');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  log.mockRestore();
});
