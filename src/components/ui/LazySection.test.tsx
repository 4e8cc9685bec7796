import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { CHUNK_RELOAD_KEY, SECTION_RETRY_MS } from '@/lib/lazy';
import { lazySection } from './LazySection';

const gone = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/assets/Footer-Ab12.js');
const Footer = ({ note }: { note: string }) => <footer>Footer links {note}</footer>;

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('a part whose code fails to load tries once more, never reloading the page', async () => {
  jest.useFakeTimers();
  const load = jest.fn().mockRejectedValueOnce(gone()).mockResolvedValue({ default: Footer });
  const Part = lazySection('retry', load, <p>Space for the footer</p>);
  render(<Part note="(live)" />);
  // Its code starts loading with the page around it; its place is held meanwhile.
  expect(load).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Space for the footer')).toBeInTheDocument();
  await act(async () => void (await jest.advanceTimersByTimeAsync(SECTION_RETRY_MS - 1)));
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => void (await jest.advanceTimersByTimeAsync(1)));
  jest.useRealTimers();
  expect(await screen.findByText('Footer links (live)')).toBeVisible();
  expect(load).toHaveBeenCalledTimes(2);
  // lazyWithRetry marks a chunk it reloads the page for; a part never does.
  expect(Object.keys(sessionStorage).filter((k) => k.startsWith(CHUNK_RELOAD_KEY))).toEqual([]);
});

test('a part that still fails shows its fallback, and the page around it stays', async () => {
  jest.useFakeTimers();
  const load = jest.fn().mockRejectedValue(gone());
  const Part = lazySection('fails', load, <p>Space for the footer</p>);
  render(
    <main>
      <h1>Page</h1>
      <Part note="" />
    </main>,
  );
  await act(async () => void (await jest.advanceTimersByTimeAsync(SECTION_RETRY_MS)));
  jest.useRealTimers();
  await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await waitFor(() => expect(errorSpy).toHaveBeenCalled());
  expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();
  expect(screen.getByText('Space for the footer')).toBeInTheDocument();
});

test('the same props render nothing again (a part React has not hydrated yet must not be reached)', async () => {
  const renders = jest.fn();
  const Counted = ({ note }: { note: string }) => {
    renders(note);
    return <footer>{note}</footer>;
  };
  const Part = lazySection('memo', () => Promise.resolve({ default: Counted }));
  const { rerender } = render(<Part note="a" />);
  await screen.findByText('a');
  const before = renders.mock.calls.length;
  rerender(<Part note="a" />);
  expect(renders.mock.calls.length).toBe(before);
  rerender(<Part note="b" />);
  expect(await screen.findByText('b')).toBeInTheDocument();
});

test('on a prerendered page, a press in a part whose code has not arrived is pressed again once it has hydrated', async () => {
  const pressed = jest.fn();
  const Band = () => <button onClick={pressed}>Get a Demo</button>;
  let arrive = () => {};
  const code = new Promise<{ default: typeof Band }>((resolve) => (arrive = () => resolve({ default: Band })));
  const Part = lazySection('band', () => code);
  // The part as the server rendered it (a Suspense boundary's markers around its HTML).
  const container = document.createElement('div');
  container.innerHTML =
    '<main><div data-lazy-section="band" style="display:contents"><!--$--><button>Get a Demo</button><!--/$--></div></main>';
  document.body.append(container);
  const root = hydrateRoot(
    container,
    <main>
      <Part />
    </main>,
  );
  const button = container.querySelector('button')!;
  await act(async () => void button.click());
  expect(pressed).not.toHaveBeenCalled();
  // The code arrives; React hydrates the part (the same button), and the press goes through.
  await act(async () => arrive());
  await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
  expect(container.querySelector('button')).toBe(button);
  act(() => root.unmount());
  container.remove();
});
