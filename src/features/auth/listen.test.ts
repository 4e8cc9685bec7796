import { waitFor } from '@testing-library/react';
import { stubBackend } from '@/testing/stub-backend';
import { saveProfile } from './listen';

const user = { uid: 'u7', email: 'grace@example.com', displayName: 'Grace', createdAt: '2026-01-02T03:04:05.000Z' };

describe('account profiles (users/{uid}) for the back office', () => {
  it('creates a new profile with the account’s creation time', async () => {
    const { backend, writes } = stubBackend();
    saveProfile(backend, user);
    await waitFor(() =>
      expect(writes).toEqual([
        {
          op: 'batch:set',
          path: 'users/u7',
          data: {
            displayName: 'Grace',
            email: 'grace@example.com',
            nameKey: 'grace',
            createdAt: '2026-01-02T03:04:05.000Z',
          },
        },
        // The name's claim in the same batch (issue 29: one member, one name).
        { op: 'batch:set', path: 'display_names/grace', data: { uid: 'u7' } },
      ]),
    );
  });

  it('updates name and email of an existing profile, never its creation time', async () => {
    const { backend, writes } = stubBackend({
      docs: { 'users/u8': { id: 'u8', displayName: 'Old', nameKey: 'old' } },
    });
    saveProfile(backend, { ...user, uid: 'u8', displayName: 'Grace H.' });
    await waitFor(() =>
      expect(writes).toEqual([
        {
          op: 'batch:update',
          path: 'users/u8',
          data: { displayName: 'Grace H.', email: 'grace@example.com', nameKey: 'grace h%2e' },
        },
        { op: 'batch:set', path: 'display_names/grace h%2e', data: { uid: 'u8' } },
        // The old name is let go.
        { op: 'batch:delete', path: 'display_names/old' },
      ]),
    );
  });

  it('keeps a claim the account holds; writes nothing when another account holds the name', async () => {
    const held = stubBackend({
      docs: {
        'users/u9': { id: 'u9', displayName: 'GRACE', nameKey: 'grace' },
        'display_names/grace': { id: 'grace', uid: 'u9' },
      },
    });
    saveProfile(held.backend, { ...user, uid: 'u9' });
    await waitFor(() =>
      expect(held.writes).toEqual([
        {
          op: 'batch:update',
          path: 'users/u9',
          data: { displayName: 'Grace', email: 'grace@example.com', nameKey: 'grace' },
        },
      ]),
    );
    const taken = stubBackend({ docs: { 'display_names/grace': { id: 'grace', uid: 'someone-else' } } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    saveProfile(taken.backend, { ...user, uid: 'u10' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(taken.writes).toEqual([]);
    warn.mockRestore();
  });
});
