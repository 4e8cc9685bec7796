import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ResourceType } from './schema';

/** Client state of the resources library: the visitor's filter and search. */
export interface ResourcesState {
  type: ResourceType | 'all';
  search: string;
}

const resourcesSlice = createSlice({
  name: 'resources',
  initialState: { type: 'all', search: '' } as ResourcesState,
  reducers: {
    typeFilterChanged(state, action: PayloadAction<ResourcesState['type']>) {
      state.type = action.payload;
    },
    searchChanged(state, action: PayloadAction<string>) {
      state.search = action.payload;
    },
  },
});

export const { typeFilterChanged, searchChanged } = resourcesSlice.actions;
export const resourcesReducer = resourcesSlice.reducer;
export const selectResourceFilter = (state: { resources: ResourcesState }) => state.resources;
