import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CONTENT_SAVE_DELAY_MS } from '@/config/constants';
import { delay } from '@/lib/util/async';
import type { PageContent, PageId, Section } from './types';

/** Local drafts of page content (persisted with redux-persist); the public site never reads them. */
export interface PageContentState {
  drafts: Partial<Record<PageId, PageContent>>;
  saving: PageId | null;
  savedAt: Partial<Record<PageId, string>>;
  /** The published revision each draft was started from (issue 22: Publish names it, and a page
   *  published by someone else since is a conflict, not an overwrite); '' when none was published. */
  bases?: Partial<Record<PageId, string>>;
}

const initialState: PageContentState = { drafts: {}, saving: null, savedAt: {}, bases: {} };

/** "Save" is a simulated 1-second wait with no backend call (spec section 4). */
export const saveDraft = createAsyncThunk('pageContent/saveDraft', async (pageId: PageId) => {
  await delay(CONTENT_SAVE_DELAY_MS);
  return { pageId, savedAt: new Date().toISOString() };
});

const pageContentSlice = createSlice({
  name: 'pageContent',
  initialState,
  reducers: {
    /** `base` is what the editor started from (published content or the defaults). */
    sectionEdited(
      state,
      action: PayloadAction<{ pageId: PageId; section: string; changes: Partial<Section>; base: PageContent }>,
    ) {
      const { pageId, section, changes, base } = action.payload;
      const draft = (state.drafts[pageId] ??= structuredClone(base));
      draft.sections[section] = { ...draft.sections[section], ...changes };
      draft.lastUpdated = new Date().toISOString().slice(0, 10);
    },
    /** The whole draft at once: the editor's Save, or a revision restored into the editor. */
    draftReplaced(state, action: PayloadAction<{ pageId: PageId; content: PageContent; basedOn?: string }>) {
      const { pageId, content, basedOn } = action.payload;
      state.drafts[pageId] = content;
      if (basedOn !== undefined) (state.bases ??= {})[pageId] = basedOn;
    },
    draftDiscarded(state, action: PayloadAction<PageId>) {
      delete state.drafts[action.payload];
      if (state.bases) delete state.bases[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveDraft.pending, (state, action) => {
        state.saving = action.meta.arg;
      })
      .addCase(saveDraft.fulfilled, (state, action) => {
        state.saving = null;
        state.savedAt[action.payload.pageId] = action.payload.savedAt;
      })
      .addCase(saveDraft.rejected, (state) => {
        state.saving = null;
      });
  },
});

export const { sectionEdited, draftReplaced, draftDiscarded } = pageContentSlice.actions;
export const pageContentReducer = pageContentSlice.reducer;
export const selectDraft = (pageId: PageId) => (state: { pageContent: PageContentState }) =>
  state.pageContent.drafts[pageId];
export const selectDraftBase = (pageId: PageId) => (state: { pageContent: PageContentState }) =>
  state.pageContent.bases?.[pageId];
export const selectSaving = (state: { pageContent: PageContentState }) => state.pageContent.saving;
