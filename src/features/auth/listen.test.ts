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
          op: 'set',
          path: 'users/u7',
          data: { displayName: 'Grace', email: 'grace@example.com', createdAt: '2026-01-02T03:04:05.000Z' },
        },
      ]),
    );
  });

  it('updates name and email of an existing profile, never its creation time', async () => {
    const { backend, writes } = stubBackend({ docs: { 'users/u8': { id: 'u8', displayName: 'Old' } } });
    saveProfile(backend, { ...user, uid: 'u8', displayName: 'Grace H.' });
    await waitFor(() =>
      expect(writes).toEqual([
        { op: 'update', path: 'users/u8', data: { displayName: 'Grace H.', email: 'grace@example.com' } },
      ]),
    );
  });
});
