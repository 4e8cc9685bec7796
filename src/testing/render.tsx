import { ThemeProvider } from '@mui/material/styles';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createEmotionCache } from '@/app/emotion';
import { AppProviders } from '@/app/providers';
import { makeStore, type AppStore, type StoreOptions } from '@/app/store';
import { pageContentReducer } from '@/features/page-content/pageContentSlice';
import { api, type Backend } from '@/lib/data';
import type { Notify } from '@/lib/util';
import { appTheme } from '@/theme';

const stores: AppStore[] = [];
afterEach(() => {
  // The API's cache entries (and their listeners) must not outlive a test.
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

export function makeTestStore(backend: Backend, options: Omit<StoreOptions, 'backend'> = {}) {
  // The editor's drafts slice, as the back office's store has it (the public store keeps none).
  const store = makeStore({ pageContent: pageContentReducer, ...options, backend: async () => backend });
  stores.push(store);
  return store;
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  backend: Backend;
  route?: string;
  preloadedState?: StoreOptions['preloadedState'];
  notify?: Notify;
  /** Render without a router (e.g. when the element brings its own). */
  noRouter?: boolean;
}

/** Renders with the app's real providers and store; returns { store, user } too. */
export function renderWithProviders(
  ui: ReactElement,
  { backend, route = '/', preloadedState, notify, noRouter, ...rest }: Options,
) {
  const store = makeTestStore(backend, {
    ...(preloadedState ? { preloadedState } : {}),
    ...(notify ? { notify } : {}),
  });
  const themed = <ThemeProvider theme={appTheme('light')}>{ui}</ThemeProvider>;
  const result = render(
    <AppProviders store={store} emotionCache={createEmotionCache()}>
      {noRouter ? (
        themed
      ) : (
        <RouterProvider router={createMemoryRouter([{ path: '*', element: themed }], { initialEntries: [route] })} />
      )}
    </AppProviders>,
    rest,
  );
  return { store, user: userEvent.setup(), ...result };
}
