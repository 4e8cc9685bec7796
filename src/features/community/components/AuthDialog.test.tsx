import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useAuth } from '@/features/auth/use-auth';
import { AUTH_MESSAGES, checkInboxMessage, resetSentMessage } from '@/features/auth/messages';
import { NAME_MESSAGES } from '@/lib/schema';
import { NAME_TAKEN_MESSAGE } from '@/domain/display-names';
import type { Backend } from '@/lib/data';
import { LocaleProvider } from '@/i18n/locale-context';
import { pageMessages } from '@/i18n/page-messages';
import { listenToIdentity } from '@/testing/auth';
import { renderWithProviders } from '@/testing/render';
import { stubBackend } from '@/testing/stub-backend';
import { AuthDialog, type AuthMode } from './AuthDialog';

function Harness({ initial }: { initial: AuthMode }) {
  const [mode, setMode] = useState<AuthMode | null>(initial);
  const { user } = useAuth();
  return (
    <>
      <p>{user ? `Member: ${user.displayName}` : 'Visitor'}</p>
      <AuthDialog mode={mode} onClose={() => setMode(null)} onModeChange={setMode} />
    </>
  );
}

const fail = (code: string): Backend => {
  const { backend } = stubBackend();
  const reject = async () => Promise.reject({ code, message: code });
  return { ...backend, auth: { ...backend.auth, signIn: reject, signUp: reject } };
};

describe('AuthDialog', () => {
  it('speaks Spanish on a Spanish page: title, labels and the reasons at the fields', async () => {
    await pageMessages.load('es');
    const { user } = renderWithProviders(
      <LocaleProvider locale="es">
        <Harness initial="signUp" />
      </LocaleProvider>,
      { backend: stubBackend().backend },
    );
    expect(screen.getByRole('dialog', { name: 'Únase a la comunidad' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/Correo electrónico/));
    await user.paste('not-an-email');
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByText('Indique el nombre que se mostrará en sus publicaciones')).toBeInTheDocument();
    expect(screen.getByText('Introduzca una dirección de correo electrónico válida')).toBeInTheDocument();
    expect(screen.getByText('Use al menos 6 caracteres')).toBeInTheDocument();
  });

  it('validates the sign-up fields', async () => {
    const { user } = renderWithProviders(<Harness initial="signUp" />, { backend: stubBackend().backend });
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('not-an-email');
    await user.type(screen.getByLabelText(/Password/), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Tell us the name to show on your posts')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Use at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText(/Display name/)).toHaveFocus(); // the first field to fix
  });

  it('signs up with a display name, which the page then shows', async () => {
    const { backend } = stubBackend();
    const { user, store } = renderWithProviders(<Harness initial="signUp" />, { backend });
    listenToIdentity(store, backend);
    await user.click(screen.getByLabelText(/Display name/));
    await user.paste('Ada Lovelace');
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Member: Ada Lovelace')).toBeInTheDocument();
    // The verification email is on its way.
    expect(screen.getByRole('status')).toHaveTextContent(checkInboxMessage('ada@example.com'));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a display name that passes for staff, at the field', async () => {
    const { user } = renderWithProviders(<Harness initial="signUp" />, { backend: stubBackend().backend });
    await user.click(screen.getByLabelText(/Display name/));
    await user.paste('Structura Support Team');
    await user.click(screen.getByLabelText(/Email/));
    expect(await screen.findByText(NAME_MESSAGES.staffWord)).toBeInTheDocument();
    expect(screen.getByLabelText(/Display name/)).toHaveValue('Structura Support Team');
  });

  it("refuses another member's name at the field, in any case, keeping everything typed (issue 29)", async () => {
    // Tomás Ortega's name is held: display_names/tomás ortega.
    const { backend } = stubBackend({ docs: { 'display_names/tomás ortega': { id: 'tomás ortega', uid: 'tomas' } } });
    const signUp = jest.fn(backend.auth.signUp);
    const { user } = renderWithProviders(<Harness initial="signUp" />, {
      backend: { ...backend, auth: { ...backend.auth, signUp } },
    });
    await user.click(screen.getByLabelText(/Display name/));
    await user.paste('TOMÁS ORTEGA');
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('mallory@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(NAME_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText(/Display name/)).toHaveAccessibleDescription(NAME_TAKEN_MESSAGE);
    expect(screen.getByLabelText(/Display name/)).toHaveFocus();
    // Nothing typed is lost, and no account was made.
    expect(screen.getByLabelText(/Display name/)).toHaveValue('TOMÁS ORTEGA');
    expect(screen.getByLabelText(/Email/)).toHaveValue('mallory@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('secret123');
    expect(signUp).not.toHaveBeenCalled();
    // Another name goes through.
    await user.clear(screen.getByLabelText(/Display name/));
    await user.paste('Mallory');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(signUp).toHaveBeenCalledWith('mallory@example.com', 'secret123', 'Mallory'));
  });

  it('a filled honeypot gets the usual words and makes no account', async () => {
    const { backend } = stubBackend();
    const signUp = jest.fn(backend.auth.signUp);
    const { user } = renderWithProviders(<Harness initial="signUp" />, {
      backend: { ...backend, auth: { ...backend.auth, signUp } },
    });
    // Hidden from people and assistive technology: off screen, out of the tab order.
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(trap.tabIndex).toBe(-1);
    expect(screen.queryByRole('textbox', { name: /Website/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Display name/));
    await user.paste('Spam Bot');
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('bot@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('secret123');
    trap.value = 'https://spam.example';
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(checkInboxMessage('bot@example.com'));
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByText('Visitor')).toBeInTheDocument();
  });

  it('sends a password-reset link with words that never say whether the account exists', async () => {
    const { backend } = stubBackend();
    const resetPassword = jest.fn(async () => undefined);
    const { user } = renderWithProviders(<Harness initial="signIn" />, {
      backend: { ...backend, auth: { ...backend.auth, resetPassword } },
    });
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(resetSentMessage('nobody@example.com'));
    expect(resetPassword).toHaveBeenCalledWith('nobody@example.com');
  });

  it.each([
    ['auth/invalid-credential', AUTH_MESSAGES.wrongCredentials],
    ['auth/user-not-found', AUTH_MESSAGES.wrongCredentials],
    ['auth/user-disabled', AUTH_MESSAGES.disabled],
    ['auth/too-many-requests', AUTH_MESSAGES.tooManyAttempts],
    ['auth/network-request-failed', AUTH_MESSAGES.network],
  ])('explains %s in words, logs it and keeps what was typed', async (code, message) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<Harness initial="signIn" />, { backend: fail(code) });
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(log).toHaveBeenCalledWith('[auth] sign-in failed:', expect.objectContaining({ code }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(/Password/)).toHaveValue('wrong-password');
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeInTheDocument();
    log.mockRestore();
  });

  it('keeps what was typed when switching between signing in and joining', async () => {
    const { user } = renderWithProviders(<Harness initial="signIn" />, { backend: stubBackend().backend });
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Join the community' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
  });

  it('answers an email that is already registered exactly like a new one (no enumeration)', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderWithProviders(<Harness initial="signUp" />, { backend: fail('auth/email-already-in-use') });
    await user.type(screen.getByLabelText(/Display name/), 'Ada');
    await user.click(screen.getByLabelText(/Email/));
    await user.paste('ada@example.com');
    await user.click(screen.getByLabelText(/Password/));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent(checkInboxMessage('ada@example.com'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Check your inbox' })).toBeInTheDocument();
    log.mockRestore();
  });
});
