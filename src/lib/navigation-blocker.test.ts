import { waitFor } from '@testing-library/react';
import { createBlockingHistory } from './navigation-blocker';

// The browser app's blocking history (jsdom's window.history): what a form with unsaved changes
// relies on to hold links, navigate() and Back/Forward.
beforeEach(() => window.history.replaceState(null, '', '/admin/content'));

function setup() {
  const history = createBlockingHistory();
  const seen: string[] = [];
  const stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  return { history, seen, stop };
}

it('lets navigation through while no blocker asks to hold it', () => {
  const { history, seen, stop } = setup();
  const unblock = history.block({ shouldBlock: () => false, blocked: jest.fn() });
  history.push('/admin/dashboard');
  expect(window.location.pathname).toBe('/admin/dashboard');
  expect(seen).toEqual(['PUSH /admin/dashboard']);
  unblock();
  stop();
});

it('holds a push until the page proceeds', () => {
  const { history, seen, stop } = setup();
  const blocked = jest.fn();
  const unblock = history.block({
    shouldBlock: ({ currentLocation, nextLocation, historyAction }) =>
      currentLocation.pathname === '/admin/content' &&
      nextLocation.pathname === '/admin/dashboard' &&
      historyAction === 'PUSH',
    blocked,
  });
  history.push('/admin/dashboard');
  expect(window.location.pathname).toBe('/admin/content');
  expect(seen).toEqual([]);
  expect(blocked).toHaveBeenCalledWith(
    expect.objectContaining({ location: expect.objectContaining({ pathname: '/admin/dashboard' }) }),
  );
  blocked.mock.calls[0][0].proceed();
  expect(window.location.pathname).toBe('/admin/dashboard');
  expect(seen).toEqual(['PUSH /admin/dashboard']);
  unblock();
  history.push('/admin/leads'); // no blocker any more
  expect(seen).toEqual(['PUSH /admin/dashboard', 'PUSH /admin/leads']);
  stop();
});

it('undoes a held Back and goes back once the page proceeds', async () => {
  const { history, seen, stop } = setup();
  history.push('/admin/dashboard');
  const blocked = jest.fn();
  const unblock = history.block({ shouldBlock: () => true, blocked });
  window.history.back();
  await waitFor(() => expect(blocked).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(window.location.pathname).toBe('/admin/dashboard')); // undone
  expect(seen).toEqual(['PUSH /admin/dashboard']);
  unblock();
  blocked.mock.calls[0][0].proceed();
  await waitFor(() => expect(window.location.pathname).toBe('/admin/content'));
  expect(seen).toEqual(['PUSH /admin/dashboard', 'POP /admin/content']);
  stop();
});
