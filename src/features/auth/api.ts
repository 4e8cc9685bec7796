import { api } from '@/lib/api';
import type { AuthUser } from '@/lib/backend-types';
import { call, streamed } from '@/lib/stream';

export type Role = 'admin' | 'editor';
const isRole = (v: unknown): v is Role => v === 'admin' || v === 'editor';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's role from roles/{uid}; null when there is none. */
    getRole: build.query<Role | null, string>({
      ...streamed<Role | null, string>('roles', (backend, uid, next, error) =>
        backend.listenDoc(`roles/${uid}`, (doc) => next(isRole(doc?.role) ? doc.role : null), error),
      ),
      providesTags: ['Role'],
    }),
    signIn: build.mutation<AuthUser, { email: string; password: string }>({
      queryFn: ({ email, password }, { extra }) => call(extra, (b) => b.auth.signIn(email, password)),
    }),
    signUp: build.mutation<AuthUser, { email: string; password: string; displayName: string }>({
      queryFn: ({ email, password, displayName }, { extra }) =>
        call(extra, (b) => b.auth.signUp(email, password, displayName)),
    }),
    signOut: build.mutation<null, void>({
      // Drop every live listener first: once signed out, Firestore refuses the private ones.
      queryFn: (_arg, { extra, dispatch }) =>
        call(extra, async (b) => {
          dispatch(api.util.resetApiState());
          await b.auth.signOut();
          return null;
        }),
    }),
  }),
});

export const { useGetRoleQuery, useSignInMutation, useSignUpMutation, useSignOutMutation } = authApi;
