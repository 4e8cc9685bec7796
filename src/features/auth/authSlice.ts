import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '@/lib/data';

/** loading until the identity service reports its first state, then signed in or out. */
export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';
export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const initialState: AuthState = { status: 'loading', user: null };

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    authChanged(state, action: PayloadAction<AuthUser | null>) {
      state.user = action.payload;
      state.status = action.payload ? 'signedIn' : 'signedOut';
    },
  },
});

export const { authChanged } = authSlice.actions;
export const authReducer = authSlice.reducer;
export const selectAuth = (state: { auth: AuthState }) => state.auth;
