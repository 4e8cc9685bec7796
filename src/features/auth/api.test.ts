import { makeTestStore } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { authApi, signOut } from './api';
import { authChanged } from './authSlice';

const admin = { uid: 'u1', email: 'admin@example.com', displayName: 'Admin' };

// Firestore refuses private listeners once the user is signed out, so sign-out must drop them
// (and stop the app from asking for them again) before the identity service signs out.
describe('sign out', () => {
  it('treats the user as signed out and drops live listeners before signing out', async () => {
    const { backend } = stubBackend({ docs: { 'roles/u1': { id: 'u1', role: 'admin' } } });
    const seen: { user: unknown; queries: number }[] = [];
    const store = makeTestStore({
      ...backend,
      auth: {
        ...backend.auth,
        signOut: async () => {
          const state = store.getState();
          seen.push({ user: state.auth.user, queries: Object.keys(state.api.queries).length });
        },
      },
    });
    store.dispatch(authChanged(admin));
    const role = store.dispatch(authApi.endpoints.getRole.initiate('u1'));
    await expect(role.unwrap()).resolves.toBe('admin');

    await store.dispatch(signOut());
    expect(seen).toEqual([{ user: null, queries: 0 }]);
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null });
    role.unsubscribe();
  });

  it('restores the user when signing out fails', async () => {
    const { backend } = stubBackend();
    const store = makeTestStore({
      ...backend,
      auth: { ...backend.auth, signOut: () => Promise.reject({ code: 'auth/network-request-failed', message: 'x' }) },
    });
    store.dispatch(authChanged(admin));
    const result = await store.dispatch(signOut());
    expect(result.payload).toMatchObject({ code: 'auth/network-request-failed' });
    expect(store.getState().auth).toEqual({ status: 'signedIn', user: admin });
  });
});
