import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEMO_SUBMIT_DELAY_MS, WRITE_ACK_TIMEOUT_MS } from '@/config/constants';
import { backendOf } from '@/lib/api';
import { toAppError, type AppError } from '@/lib/backend-types';
import { delay, withTimeout } from '@/lib/docs';
import { liveUpdateFailed } from '@/lib/stream';
import { demoRequestSchema, type DemoRequestForm } from './demoSchema';

export const DEFAULT_DEMO_TITLE = 'Get a Demo';

/** The demo dialog: closed -> open -> submitting -> thank-you -> closed (a failed write goes back
 *  to open with an error, keeping what was typed). */
export type DemoStatus = 'closed' | 'open' | 'submitting' | 'thank-you';

export interface UiState {
  menuOpen: boolean;
  demo: { status: DemoStatus; title: string; error: string | null };
  /** Set when a live listener died: the page shows stale data and says so. */
  liveError: string | null;
}

const initialState: UiState = {
  menuOpen: false,
  demo: { status: 'closed', title: DEFAULT_DEMO_TITLE, error: null },
  liveError: null,
};

/** Stores the request as a lead in demo_requests; takes at least the spec's 1 s. */
export const submitDemoRequest = createAsyncThunk<string, DemoRequestForm, { rejectValue: AppError; extra: unknown }>(
  'ui/submitDemoRequest',
  async (form, { extra, rejectWithValue }) => {
    const parsed = demoRequestSchema.safeParse(form);
    if (!parsed.success)
      return rejectWithValue({ code: 'invalid-argument', message: parsed.error.issues[0]?.message ?? 'Invalid form' });
    try {
      const backend = await backendOf(extra);
      const [id] = await Promise.all([
        withTimeout(
          backend.add('demo_requests', { ...parsed.data, status: 'new' }, { serverTimestamps: ['createdAt'] }),
          WRITE_ACK_TIMEOUT_MS,
        ),
        delay(DEMO_SUBMIT_DELAY_MS),
      ]);
      return id;
    } catch (error) {
      return rejectWithValue(toAppError(error));
    }
  },
);

const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    menuToggled(state) {
      state.menuOpen = !state.menuOpen;
    },
    menuClosed(state) {
      state.menuOpen = false;
    },
    demoOpened(state, action: PayloadAction<string | undefined>) {
      if (state.demo.status !== 'closed') return;
      state.demo = { status: 'open', title: action.payload ?? DEFAULT_DEMO_TITLE, error: null };
      state.menuOpen = false;
    },
    demoClosed(state) {
      if (state.demo.status === 'submitting') return; // cannot dismiss mid-write
      state.demo = { ...initialState.demo };
    },
    liveErrorDismissed(state) {
      state.liveError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitDemoRequest.pending, (state) => {
        state.demo.status = 'submitting';
        state.demo.error = null;
      })
      .addCase(submitDemoRequest.fulfilled, (state) => {
        state.demo.status = 'thank-you';
      })
      .addCase(submitDemoRequest.rejected, (state, action) => {
        state.demo.status = 'open';
        state.demo.error =
          action.payload?.code === 'invalid-argument'
            ? action.payload.message
            : 'We could not send your request. Please check your connection and try again: your details are still here.';
      })
      .addCase(liveUpdateFailed, (state) => {
        state.liveError = 'Live updates paused: what you see may be out of date. Reload the page to reconnect.';
      });
  },
});

export const { menuToggled, menuClosed, demoOpened, demoClosed, liveErrorDismissed } = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectMenuOpen = (state: { ui: UiState }) => state.ui.menuOpen;
export const selectDemo = (state: { ui: UiState }) => state.ui.demo;
export const selectLiveError = (state: { ui: UiState }) => state.ui.liveError;
