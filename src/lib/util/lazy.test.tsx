import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { ChunkErrorBoundary } from '@/components/ui/ChunkErrorBoundary';
import { CHUNK_RELOAD_KEY, isChunkLoadError, lazyWithRetry } from './lazy';

const gone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/SolutionsPage-Ab12.js');
const Page = () => <h1>Solutions</h1>;

function show(Lazy: ReturnType<typeof lazyWithRetry>) {
  return render(
    <ChunkErrorBoundary>
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy />
      </Suspense>
    </ChunkErrorBoundary>,
  );
}

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  // React reports the errors a boundary catches; the boundary logs them too.
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('lazyWithRetry', () => {
  it('reloads the page once when a chunk is gone after a deploy, and keeps the spinner meanwhile', async () => {
    const reload = jest.fn();
    show(lazyWithRetry(() => Promise.reject(gone()), { reload }));
    await screen.findByText('Loading…');
    await new Promise((r) => setTimeout(r, 0));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith(CHUNK_RELOAD_KEY))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('after that one reload, a chunk that still fails shows a recoverable error, never a loop', async () => {
    const first = jest.fn();
    show(lazyWithRetry(() => Promise.reject(gone()), { reload: first }));
    await new Promise((r) => setTimeout(r, 0));
    expect(first).toHaveBeenCalledTimes(1);
    // The reloaded page: same chunk, same failure.
    const second = jest.fn();
    show(lazyWithRetry(() => Promise.reject(gone()), { reload: second }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByText(/This page could not be loaded/)).toBeVisible();
    expect(second).not.toHaveBeenCalled();
  });

  it('loads normally when the chunk is there', async () => {
    const reload = jest.fn();
    show(lazyWithRetry(() => Promise.resolve({ default: Page }), { reload }));
    expect(await screen.findByRole('heading', { name: 'Solutions' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload while offline (the browser would show its offline page): the error offers Reload', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = jest.fn();
    show(lazyWithRetry(() => Promise.reject(gone()), { reload }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    online.mockRestore();
  });

  it('does not reload for errors that are not about loading code', async () => {
    const reload = jest.fn();
    show(lazyWithRetry(() => Promise.reject(new Error('boom')), { reload }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    expect(errorSpy).toHaveBeenCalled();
  });
});

test('isChunkLoadError knows the browsers’ messages', () => {
  expect(isChunkLoadError(gone())).toBe(true);
  expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /a.js'))).toBe(true);
  expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  expect(isChunkLoadError(new Error('boom'))).toBe(false);
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
});
