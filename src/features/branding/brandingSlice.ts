import { createSlice } from '@reduxjs/toolkit';
import { brandingApi } from './api';

/** Loading until the first branding snapshot; an error also ends loading (spec section 8). */
export interface BrandingState {
  status: 'loading' | 'ready' | 'error';
}

const brandingSlice = createSlice({
  name: 'branding',
  initialState: { status: 'loading' } as BrandingState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(brandingApi.endpoints.getBranding.matchFulfilled, (state) => {
        state.status = 'ready';
      })
      .addMatcher(brandingApi.endpoints.getBranding.matchRejected, (state, action) => {
        if (action.meta.condition) return; // deduplicated request, not a failure
        state.status = 'error';
      });
  },
});

export const brandingReducer = brandingSlice.reducer;
export const selectBrandingStatus = (state: { branding: BrandingState }) => state.branding.status;
