// A server-rendered page's data: what the server puts in the page is what RTK Query's cache holds in
// the browser before the first render, and each entry's live listener then takes over.
import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { useGetTogglesQuery } from '@/features/toggles/api';
import type { AppError, Backend, PlainDoc } from '@/lib/data';
import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { createEmotionCache } from './emotion';
import { hydratePageData, PAGE_DATA_ID, pageQueries, serializePageData } from './page-data';
import { AppProviders } from './providers';

const toggle = (name: string, enabled: boolean) => ({ id: name, name, enabled, updatedAt: null });

/** A backend whose toggles listeners answer only when the test says so. */
function heldBackend() {
  const { backend } = stubBackend();
  const listeners: { next: (docs: PlainDoc[]) => void; error: (e: AppError) => void }[] = [];
  backend.listenQuery = (_path, _spec, next, error) => {
    listeners.push({ next: next as (docs: PlainDoc[]) => void, error });
    return () => {};
  };
  return { backend: backend as Backend, listeners };
}

function Probe() {
  const { data, isLoading } = useGetTogglesQuery();
  if (isLoading) return <p>loading</p>;
  return <p>{data ? Object.keys(data).sort().join(',') : 'none'}</p>;
}

function pageWith(json: string) {
  const doc = document.implementation.createHTMLDocument();
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = json;
  doc.body.append(script);
  return doc;
}

describe('page data', () => {
  it('round-trips: the server’s fulfilled queries are in the browser’s cache before the first render, and live updates follow', async () => {
    // The server side: a store whose toggles query answered.
    const server = heldBackend();
    const serverStore = makeTestStore(server.backend);
    const { togglesApi } = await import('@/features/toggles/api');
    const fetched = serverStore.dispatch(togglesApi.endpoints.getToggles.initiate());
    await waitFor(() => expect(server.listeners).toHaveLength(1));
    server.listeners[0]!.next([toggle('blog', true)]);
    await fetched;
    const json = serializePageData(pageQueries(serverStore));
    expect(JSON.parse(json)).toEqual([{ endpointName: 'getToggles', value: { blog: expect.any(Object) } }]);

    // The browser side.
    const browser = heldBackend();
    const store = makeTestStore(browser.backend);
    await hydratePageData(store, pageWith(json));
    let commits = 0;
    render(
      <AppProviders store={store} emotionCache={createEmotionCache()}>
        <Profiler id="probe" onRender={() => void (commits += 1)}>
          <Probe />
        </Profiler>
      </AppProviders>,
    );
    expect(screen.getByText('blog')).toBeInTheDocument();
    // The entry's live listener opens; a first snapshot equal to the page's data changes nothing.
    await waitFor(() => expect(browser.listeners).toHaveLength(1));
    const before = commits;
    act(() => browser.listeners[0]!.next([toggle('blog', true)]));
    expect(commits).toBe(before);
    // A later change shows.
    act(() => browser.listeners[0]!.next([toggle('blog', true), toggle('faq', false)]));
    expect(await screen.findByText('blog,faq')).toBeInTheDocument();
  });

  it('has every entry in the cache once it resolves, each entry set in a task of its own', async () => {
    const { togglesApi } = await import('@/features/toggles/api');
    const { brandingApi } = await import('@/features/branding/api');
    const store = makeTestStore(stubBackend().backend);
    const json = serializePageData([
      { endpointName: 'getToggles', value: { blog: toggle('blog', true) } },
      { endpointName: 'getBranding', value: { logoUrl: null } },
    ]);
    const done = hydratePageData(store, pageWith(json));
    // The first entry at once; the second after a task boundary.
    expect(togglesApi.endpoints.getToggles.select()(store.getState()).data).toEqual({ blog: toggle('blog', true) });
    expect(brandingApi.endpoints.getBranding.select()(store.getState()).data).toBeUndefined();
    await done;
    expect(brandingApi.endpoints.getBranding.select()(store.getState()).data).toEqual({ logoUrl: null });
  });

  it('ignores a page without data or with malformed data', async () => {
    const store = makeTestStore(stubBackend().backend);
    await hydratePageData(store, pageWith('not json'));
    await hydratePageData(store, pageWith('{"not":"a list"}'));
    await hydratePageData(store, document.implementation.createHTMLDocument());
    expect(store.getState().api.queries).toEqual({});
  });

  it('keeps "</script>" out of the serialised data', () => {
    const json = serializePageData([{ endpointName: 'x', value: '</script><script>alert(1)</script>' }]);
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual([{ endpointName: 'x', value: '</script><script>alert(1)</script>' }]);
  });
});
