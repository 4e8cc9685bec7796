import { createAsyncThunk } from '@reduxjs/toolkit';
import { api, backendOf, type ThunkExtra } from '@/lib/data/api';
import { toAppError, type AppError, type AuthUser } from '@/lib/data/backend-types';
import { call, streamed } from '@/lib/data/stream';
import { NAME_TAKEN_MESSAGE, displayNamePath } from '@/domain/display-names';
import { authChanged, selectAuth, type AuthState } from './authSlice';
import { COLLECTIONS } from '@/domain/collections';

export type Role = 'admin' | 'editor' | 'contributor';
const isRole = (v: unknown): v is Role => v === 'admin' || v === 'editor' || v === 'contributor';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's role from roles/{uid}; null when there is none. */
    getRole: build.query<Role | null, string>({
      ...streamed<Role | null, string>(COLLECTIONS.roles, (backend, uid, next, error) =>
        backend.listenDoc(`${COLLECTIONS.roles}/${uid}`, (doc) => next(isRole(doc?.role) ? doc.role : null), error),
      ),
      providesTags: ['Role'],
    }),
    signIn: build.mutation<AuthUser, { email: string; password: string }>({
      queryFn: ({ email, password }, { extra }) => call(extra, (b) => b.auth.signIn(email, password)),
    }),
    signUp: build.mutation<AuthUser, { email: string; password: string; displayName: string }>({
      // A name another member holds is refused before the account is made (code 'name-taken'); the
      // rules refuse it again when the profile and its claim are written (issue 29).
      queryFn: ({ email, password, displayName }, { extra }) =>
        call(extra, async (b) => {
          if (await b.getDoc(displayNamePath(displayName))) throw { code: 'name-taken', message: NAME_TAKEN_MESSAGE };
          return b.auth.signUp(email, password, displayName);
        }),
    }),
    /** Sends the signed-in account's address-verification email again. */
    sendVerification: build.mutation<null, void>({
      queryFn: (_arg, { extra }) => call(extra, async (b) => (await b.auth.sendVerification(), null)),
    }),
    /** Reloads the signed-in account (the auth slice hears it): has the address been verified? */
    refreshUser: build.mutation<AuthUser | null, void>({
      queryFn: (_arg, { extra }) => call(extra, (b) => b.auth.refresh()),
    }),
    /** Sends a password-reset email; the same answer whether or not the address has an account. */
    resetPassword: build.mutation<null, { email: string }>({
      queryFn: ({ email }, { extra }) => call(extra, async (b) => (await b.auth.resetPassword(email), null)),
    }),
  }),
});

export const {
  useGetRoleQuery,
  useSignInMutation,
  useSignUpMutation,
  useSendVerificationMutation,
  useRefreshUserMutation,
  useResetPasswordMutation,
} = authApi;

/**
 * Signs out. Once signed out, Firestore refuses the private listeners, so the app first treats
 * the user as signed out (hooks stop asking for private data), then drops every live listener
 * (resetting the API state), and only then signs out; if that fails, the user is restored.
 * A thunk rather than a mutation: resetting the API state would abort a mutation in flight.
 */
export const signOut = createAsyncThunk<null, void, { extra: ThunkExtra; rejectValue: AppError }>(
  'auth/signOut',
  async (_arg, { extra, dispatch, getState, rejectWithValue }) => {
    const { user } = selectAuth(getState() as { auth: AuthState });
    dispatch(authChanged(null));
    dispatch(api.util.resetApiState());
    try {
      await (await backendOf(extra)).auth.signOut();
      return null;
    } catch (error) {
      dispatch(authChanged(user));
      return rejectWithValue(toAppError(error));
    }
  },
);
