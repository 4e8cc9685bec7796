import { createSlice } from '@reduxjs/toolkit';
import { togglesApi } from './api';

/** Client state: toggles with a write in flight (their switches are disabled meanwhile). */
export interface TogglesState {
  pending: string[];
}

const togglesSlice = createSlice({
  name: 'toggles',
  initialState: { pending: [] } as TogglesState,
  reducers: {},
  extraReducers: (builder) => {
    const done = (state: TogglesState, name: string) => {
      state.pending = state.pending.filter((n) => n !== name);
    };
    builder
      .addMatcher(togglesApi.endpoints.toggleFeature.matchPending, (state, action) => {
        state.pending.push(action.meta.arg.originalArgs.name);
      })
      .addMatcher(togglesApi.endpoints.toggleFeature.matchFulfilled, (state, action) =>
        done(state, action.meta.arg.originalArgs.name),
      )
      .addMatcher(togglesApi.endpoints.toggleFeature.matchRejected, (state, action) =>
        done(state, action.meta.arg.originalArgs.name),
      );
  },
});

export const togglesReducer = togglesSlice.reducer;
export const selectPendingToggles = (state: { toggles: TogglesState }) => state.toggles.pending;
