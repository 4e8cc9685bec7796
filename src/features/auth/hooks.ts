import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useGetRoleQuery, useResetPasswordMutation, useSignInMutation, useSignUpMutation, type Role } from './api';
import type { ResetPasswordValues, SignInValues, SignUpValues } from './schema';
import { selectAuth } from './authSlice';

export type Access = 'loading' | 'allowed' | 'denied';

/** Staff access, failing closed: no role document, or an error reading it, means no access. */
export function useStaffAccess(required: Role = 'admin'): { access: Access; role: Role | null } {
  const auth = useSelector(selectAuth);
  const role = useGetRoleQuery(auth.user ? auth.user.uid : skipToken);
  if (auth.status === 'loading') return { access: 'loading', role: null };
  if (!auth.user) return { access: 'denied', role: null };
  if (role.isError) return { access: 'denied', role: null };
  if (role.data === undefined) return { access: 'loading', role: null };
  const granted = required === 'admin' ? role.data === 'admin' : role.data !== null;
  return { access: granted ? 'allowed' : 'denied', role: role.data };
}

/** Who may use the back office, failing closed: 'noRole' for a signed-in account without a role
 *  (or whose role cannot be read), 'staff' with the role for admins and editors. */
export type BackOffice =
  | { state: 'loading'; role: null }
  | { state: 'signedOut'; role: null }
  | { state: 'noRole'; role: null }
  | { state: 'staff'; role: Role };
export function useBackOffice(): BackOffice {
  const auth = useSelector(selectAuth);
  const { access, role } = useStaffAccess('editor');
  if (access === 'loading') return { state: 'loading', role: null };
  if (!auth.user) return { state: 'signedOut', role: null };
  if (access === 'denied' || !role) return { state: 'noRole', role: null };
  return { state: 'staff', role };
}

/** Logs a failed identity call and re-throws it, so the caller decides what the person is told. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`[auth] ${what} failed:`, error);
    throw error;
  }
}

/** Sign in. Sign-in errors are logged and re-thrown (spec section 8): show authErrorMessage(error). */
export function useSignIn() {
  const [signIn, state] = useSignInMutation();
  const run = useCallback((values: SignInValues) => logged('sign-in', () => signIn(values).unwrap()), [signIn]);
  return [run, state] as const;
}

/** Sends a password-reset link; errors are logged and re-thrown like sign-in's. */
export function useResetPassword() {
  const [reset, state] = useResetPasswordMutation();
  const run = useCallback(
    (values: ResetPasswordValues) => logged('password reset', () => reset(values).unwrap()),
    [reset],
  );
  return [run, state] as const;
}

/** Create an account with a display name; errors are logged and re-thrown like sign-in's. */
export function useSignUp() {
  const [signUp, state] = useSignUpMutation();
  const run = useCallback((values: SignUpValues) => logged('sign-up', () => signUp(values).unwrap()), [signUp]);
  return [run, state] as const;
}
