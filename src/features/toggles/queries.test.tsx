// useLiveQuery (src/lib/live-query.ts), on the toggles' query.
import { act, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { api } from '@/lib/api';
import type { AppError, Backend, PlainDoc } from '@/lib/backend-types';
import { liveQuery, skipToken, useLiveQuery } from '@/lib/live-query';
import { preloadedReceived, preloadedReducer } from '@/lib/preloaded';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { togglesQuery } from './queries';
import { parseToggles, type ToggleMap } from './schema';

const toggle = (name: string, enabled: boolean) => ({ id: name, name, enabled, updatedAt: null });
const KEY = 'getToggles(undefined)';

/** A backend whose toggles listeners answer only when the test says so. */
function heldBackend() {
  const { backend } = stubBackend();
  const listeners: { next: (docs: PlainDoc[]) => void; error: (e: AppError) => void; closed: boolean }[] = [];
  backend.listenQuery = (_path, _spec, next, error) => {
    const listener = { next: next as (docs: PlainDoc[]) => void, error, closed: false };
    listeners.push(listener);
    return () => void (listener.closed = true);
  };
  return { backend: backend as Backend, listeners };
}

let commits = 0;
const countCommits = () => void (commits += 1);
function Probe({ skip = false, query = togglesQuery }: { skip?: boolean; query?: typeof togglesQuery }) {
  const { data, isLoading, isError, refetch } = useLiveQuery(query, skip ? skipToken : undefined);
  if (isError)
    return (
      <button type="button" onClick={refetch}>
        Retry
      </button>
    );
  if (isLoading) return <p>loading</p>;
  return <p>{data ? Object.keys(data).sort().join(',') : 'none'}</p>;
}

const prerendered = (docs: PlainDoc[]) =>
  preloadedReducer(
    undefined,
    preloadedReceived({ queries: [{ endpointName: 'getToggles', value: parseToggles(docs) }] }),
  );

beforeEach(() => {
  commits = 0;
});

describe('useLiveQuery', () => {
  it('renders the prerendered data at once, hands it to RTK Query without a re-render, then shows live data', async () => {
    const { backend, listeners } = heldBackend();
    const { store } = renderWithProviders(
      <Profiler id="probe" onRender={countCommits}>
        <Probe />
      </Profiler>,
      { backend, preloadedState: { preloaded: prerendered([toggle('blog', true)]) } },
    );
    // The first render has the data, before any API or listener.
    expect(screen.getByText('blog')).toBeInTheDocument();
    const first = commits;
    // The entry moves into RTK Query's cache, whose live listener opens.
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(store.getState().preloaded).toEqual({});
    expect(store.getState().api.queries[KEY]).toMatchObject({ status: 'fulfilled', endpointName: 'getToggles' });
    expect(commits).toBe(first);
    // A later snapshot shows.
    act(() => listeners[0]!.next([toggle('blog', true), toggle('faq', false)]));
    expect(await screen.findByText('blog,faq')).toBeInTheDocument();
  });

  it('without prerendered data, loads while the listener opens and shows its first answer', async () => {
    const { backend, listeners } = heldBackend();
    renderWithProviders(<Probe />, { backend });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next([toggle('community', true)]));
    expect(await screen.findByText('community')).toBeInTheDocument();
  });

  it('with skipToken, neither loads nor opens anything', async () => {
    const { backend, listeners } = heldBackend();
    const { store } = renderWithProviders(<Probe skip />, { backend });
    expect(screen.getByText('none')).toBeInTheDocument();
    // Another query's listener opening proves the API had time to load and act.
    renderWithProviders(<Probe />, { backend });
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(Object.keys(store.getState().api.queries)).toEqual([]);
  });

  it('subscribes again when the API state is reset (another account signed in)', async () => {
    const { backend, listeners } = heldBackend();
    const { store } = renderWithProviders(<Probe />, { backend });
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.next([toggle('blog', true)]));
    expect(await screen.findByText('blog')).toBeInTheDocument();
    act(() => void store.dispatch(api.util.resetApiState()));
    await waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners[0]!.closed).toBe(true);
    act(() => listeners[1]!.next([toggle('team', true)]));
    expect(await screen.findByText('team')).toBeInTheDocument();
  });

  it('reports a failed listener, and Retry (refetch) opens a new one', async () => {
    const { backend, listeners } = heldBackend();
    const { user } = renderWithProviders(<Probe />, { backend });
    await waitFor(() => expect(listeners).toHaveLength(1));
    act(() => listeners[0]!.error({ code: 'unavailable', message: 'offline' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(listeners).toHaveLength(2));
    act(() => listeners[1]!.next([toggle('faq', true)]));
    expect(await screen.findByText('faq')).toBeInTheDocument();
  });

  it('unsubscribes on unmount, so the entry and its listener go once unused', async () => {
    const { backend, listeners } = heldBackend();
    const { store, unmount } = renderWithProviders(<Probe />, { backend });
    await waitFor(() => expect(listeners).toHaveLength(1));
    unmount();
    await waitFor(() =>
      expect(
        Object.values(store.getState().api.subscriptions as Record<string, Record<string, unknown> | undefined>).every(
          (subs) => !subs || Object.keys(subs).length === 0,
        ),
      ).toBe(true),
    );
  });

  it('when the query’s code cannot load, reports an error whose Retry loads it again', async () => {
    const { backend } = stubBackend();
    let attempts = 0;
    // An endpoint only its second load injects (the first fails as a missing chunk would).
    const flaky = liveQuery<ToggleMap>('getFlakyToggles', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Failed to fetch dynamically imported module');
      return api.injectEndpoints({
        endpoints: (build) => ({
          getFlakyToggles: build.query<ToggleMap, void>({
            queryFn: () => ({ data: parseToggles([toggle('blog', true)]) }),
          }),
        }),
      }).endpoints.getFlakyToggles;
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<Probe query={flaky} />, { backend });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(error).toHaveBeenCalledWith('[getFlakyToggles] could not load:', expect.any(Error));
    expect(await screen.findByText('blog')).toBeInTheDocument();
    expect(attempts).toBe(2);
    error.mockRestore();
  });

  it('keeps showing the prerendered data while RTK Query’s entry for it has no answer yet', async () => {
    const { backend, listeners } = heldBackend();
    const { store } = renderWithProviders(<Probe />, {
      backend,
      preloadedState: {
        preloaded: prerendered([toggle('blog', true)]),
        api: { queries: { [KEY]: { status: 'pending', endpointName: 'getToggles' } }, mutations: {} } as never,
      },
    });
    expect(screen.getByText('blog')).toBeInTheDocument();
    // The build's data goes into the entry, which had none.
    await waitFor(() => expect(store.getState().preloaded).toEqual({}));
    expect(store.getState().api.queries[KEY]).toMatchObject({ data: { blog: expect.anything() } });
    expect(screen.getByText('blog')).toBeInTheDocument();
    expect(listeners.length).toBeLessThanOrEqual(1);
  });
});
