import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AUTH_MESSAGES } from '@/features/auth/messages';
import type { AuthUser, Backend } from '@/lib/data';
import { listenToIdentity } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import AdminLoginPage from './AdminLoginPage';

function renderLogin(backend: Backend) {
  const rendered = renderWithProviders(
    <Routes>
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>,
    { backend, route: '/admin/login' },
  );
  listenToIdentity(rendered.store, backend);
  return rendered;
}

/** A backend whose sign-in fails with the identity service's error code. */
function failingSignIn(code: string) {
  const { backend } = stubBackend();
  const error = { code, message: `Firebase: Error (${code}).` };
  const signIn = jest.fn(async () => Promise.reject(error));
  return { backend: { ...backend, auth: { ...backend.auth, signIn } } as Backend, signIn, error };
}

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText(/^Password/);

async function signInWith(user: ReturnType<typeof renderLogin>['user'], address: string, secret: string) {
  await user.click(email());
  await user.paste(address);
  await user.click(password());
  await user.paste(secret);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminLoginPage', () => {
  let log: jest.SpyInstance;
  beforeEach(() => (log = jest.spyOn(console, 'error').mockImplementation(() => {})));
  afterEach(() => log.mockRestore());

  it('names the reason at the field and does not call the identity service for invalid input', async () => {
    const { backend, signIn } = failingSignIn('auth/invalid-credential');
    const { user } = renderLogin(backend);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('logs the raw error, shows words for it and keeps what was typed (disabled account)', async () => {
    const { backend, error } = failingSignIn('auth/user-disabled');
    const { user } = renderLogin(backend);
    await signInWith(user, 'ops@structura.local', 'correct-horse');
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.disabled);
    expect(log).toHaveBeenCalledWith('[auth] sign-in failed:', error);
    expect(email()).toHaveValue('ops@structura.local');
    expect(password()).toHaveValue('correct-horse');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  // A wrong password and an unknown account read the same (no hint which accounts exist).
  it.each(['auth/wrong-password', 'auth/user-not-found', 'auth/invalid-credential'])(
    'says the same for a wrong password and an unknown account (%s)',
    async (code) => {
      const { user } = renderLogin(failingSignIn(code).backend);
      await signInWith(user, 'someone@structura.local', 'guess');
      expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_MESSAGES.wrongCredentials);
    },
  );

  it('shows the button busy while signing in, then opens the back office for an admin', async () => {
    const { backend } = stubBackend({ docs: { 'roles/u1': { id: 'u1', role: 'admin' } } });
    let finish: (user: AuthUser) => void = () => {};
    const signIn = jest.fn((address: string) =>
      new Promise<AuthUser>((resolve) => (finish = (u) => resolve(u))).then((u) =>
        backend.auth.signIn(address, '').then(() => u),
      ),
    );
    const { user } = renderLogin({ ...backend, auth: { ...backend.auth, signIn } });
    await signInWith(user, 'admin@structura.local', 'structura-admin-local');
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(signIn).toHaveBeenCalledWith('admin@structura.local', 'structura-admin-local');
    finish({ uid: 'u1', email: 'admin@structura.local', displayName: 'Site Admin' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in member without a role on to the back office, whose guard says there is no access', async () => {
    const { backend } = stubBackend(); // no roles/{uid} document
    const { user } = renderLogin(backend);
    await signInWith(user, 'member@structura.local', 'structura-member-local');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('stays on the login while the role of a signed-in account is still being read', async () => {
    const { backend } = stubBackend();
    const pending: Backend = { ...backend, listenDoc: () => () => {} }; // roles/{uid} never answers
    const { user } = renderLogin(pending);
    await signInWith(user, 'member@structura.local', 'structura-member-local');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
