import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Backend } from '@/lib/data';
import { actAs } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { AdminGuard } from './AdminGuard';

const user = { uid: 'u1', email: 'a@b.c', displayName: 'A' };

function renderGuard(backend: Backend) {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<p>Login screen</p>} />
      <Route path="/admin/dashboard" element={<AdminGuard render={(role) => <p>Back office as {role}</p>} />} />
    </Routes>,
    { backend, route: '/admin/dashboard' },
  );
}

const noAccess = () => screen.findByRole('heading', { level: 1, name: 'No access to the back office' });

describe('AdminGuard (fails closed)', () => {
  it('waits while the identity state is unknown', () => {
    renderGuard(stubBackend().backend);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText(/Back office as/)).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to the login', async () => {
    const { store } = renderGuard(stubBackend().backend);
    actAs(store, null);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });

  it.each(['admin', 'editor', 'contributor'] as const)('admits an %s and passes the role on', async (role) => {
    const { store } = renderGuard(stubBackend({ docs: { 'roles/u1': { id: 'u1', role } } }).backend);
    actAs(store, user);
    expect(await screen.findByText(`Back office as ${role}`)).toBeInTheDocument();
  });

  it('shows a signed-in account without a role the no-access page, whose Sign out returns to the login', async () => {
    const { store, user: person } = renderGuard(stubBackend({ docs: { 'roles/u1': null } }).backend);
    actAs(store, user);
    expect(await noAccess()).toBeInTheDocument();
    expect(screen.queryByText(/Back office as/)).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
  });

  it.each([
    ['a role it does not know', { id: 'u1', role: 'owner' }],
    ['a role document without a role', { id: 'u1' }],
  ])('shows the no-access page for %s', async (_label, roleDoc) => {
    const { store } = renderGuard(stubBackend({ docs: { 'roles/u1': roleDoc } }).backend);
    actAs(store, user);
    expect(await noAccess()).toBeInTheDocument();
  });

  it('shows the no-access page when the role cannot be read', async () => {
    const { backend } = stubBackend();
    const failing: Backend = {
      ...backend,
      listenDoc: (_p, _n, error) => (
        queueMicrotask(() => error({ code: 'permission-denied', message: 'no' })),
        () => {}
      ),
    };
    const { store } = renderGuard(failing);
    actAs(store, user);
    expect(await noAccess()).toBeInTheDocument();
    expect(screen.queryByText(/Back office as/)).not.toBeInTheDocument();
  });
});
