import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authChanged } from '@/features/auth/authSlice';
import type { Backend } from '@/lib/backend-types';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { AdminGuard } from './AdminGuard';

const user = { uid: 'u1', email: 'a@b.c', displayName: 'A' };

function renderGuard(backend: Backend) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<p>Login screen</p>} />
      <Route path="/admin/dashboard" element={<AdminGuard render={() => <p>Admin area</p>} />} />
    </Routes>,
    { backend, route: '/admin/dashboard' },
  );
}

describe('AdminGuard (fails closed)', () => {
  it('waits while the identity state is unknown', () => {
    renderGuard(stubBackend().backend);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Admin area')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    const { store } = renderGuard(stubBackend().backend);
    act(() => void store.dispatch(authChanged(null)));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it.each([
    ['no role document', null],
    ['an editor', { id: 'u1', role: 'editor' }],
  ])('refuses a signed-in user with %s', async (_label, roleDoc) => {
    const { store } = renderGuard(stubBackend({ docs: { 'roles/u1': roleDoc } }).backend);
    act(() => void store.dispatch(authChanged(user)));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('refuses when the role cannot be read', async () => {
    const { backend } = stubBackend();
    const failing: Backend = {
      ...backend,
      listenDoc: (_p, _n, error) => (
        queueMicrotask(() => error({ code: 'permission-denied', message: 'no' })),
        () => {}
      ),
    };
    const { store } = renderGuard(failing);
    act(() => void store.dispatch(authChanged(user)));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it('admits an admin', async () => {
    const { store } = renderGuard(stubBackend({ docs: { 'roles/u1': { id: 'u1', role: 'admin' } } }).backend);
    act(() => void store.dispatch(authChanged(user)));
    expect(await screen.findByText('Admin area')).toBeInTheDocument();
  });
});
