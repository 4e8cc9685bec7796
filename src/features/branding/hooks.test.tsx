import { act, screen, waitFor } from '@testing-library/react';
import type { Backend } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { useBrandingStatus } from './hooks';

function Status() {
  return <p>status: {useBrandingStatus()}</p>;
}

describe('useBrandingStatus (from the getBranding query, no slice)', () => {
  it('is loading until the first snapshot, then ready', async () => {
    let push: ((doc: null) => void) | undefined;
    const { backend } = stubBackend();
    const held: Backend = { ...backend, listenDoc: (_path, next) => ((push = next), () => {}) };
    renderWithProviders(<Status />, { backend: held });
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await waitFor(() => expect(push).toBeDefined()); // the listener is open, no snapshot yet
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    await act(async () => push!(null)); // parsed where the listener runs: a task later
    expect(await screen.findByText('status: ready')).toBeInTheDocument();
  });

  it('ends loading with an error when branding cannot be read (spec section 8)', async () => {
    const { backend } = stubBackend();
    const failing: Backend = {
      ...backend,
      listenDoc: (_path, _next, error) => {
        queueMicrotask(() => error({ code: 'permission-denied', message: 'no' }));
        return () => {};
      },
    };
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<Status />, { backend: failing });
    expect(await screen.findByText('status: error')).toBeInTheDocument();
    log.mockRestore();
  });
});
