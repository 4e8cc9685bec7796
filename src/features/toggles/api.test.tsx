import { act, screen, waitFor } from '@testing-library/react';
import type { Backend } from '@/lib/data';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { useToggleFeature } from './admin-api';

function Switch({ name }: { name: string }) {
  const [toggle, { isLoading }] = useToggleFeature(name);
  return (
    <button type="button" disabled={isLoading} onClick={() => void toggle(false)}>
      {name}
    </button>
  );
}

/** A backend whose toggle writes wait until the test settles them, one per toggle. */
function heldWrites() {
  const { backend, writes } = stubBackend();
  const settle = new Map<string, () => void>();
  const held: Backend = {
    ...backend,
    update: (path, data) => {
      writes.push({ op: 'update', path, ...(data ? { data } : {}) });
      return new Promise<void>((resolve) => settle.set(path, resolve));
    },
  };
  return { backend: held, writes, settle: (path: string) => settle.get(path)?.() };
}

describe('useToggleFeature', () => {
  it('disables only the switch whose write is in flight, until that write settles', async () => {
    const { backend, writes, settle } = heldWrites();
    const { user } = renderWithProviders(
      <>
        <Switch name="events" />
        <Switch name="blog" />
      </>,
      { backend },
    );
    await user.click(screen.getByRole('button', { name: 'events' }));
    expect(await screen.findByRole('button', { name: 'events' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'blog' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'blog' }));
    expect(await screen.findByRole('button', { name: 'blog' })).toBeDisabled();
    expect(writes.map((w) => w.path)).toEqual(['feature_toggles/events', 'feature_toggles/blog']);

    act(() => settle('feature_toggles/events'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'events' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'blog' })).toBeDisabled();
    act(() => settle('feature_toggles/blog'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'blog' })).toBeEnabled());
  });
});
