import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEMO_SUBMIT_DELAY_MS, WRITE_ACK_TIMEOUT_MS } from '@/config/constants';
import { backendOf } from '@/lib/api';
import { toAppError, type AppError, type Backend, type DocData } from '@/lib/backend-types';
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

/**
 * A lead write that has not been acknowledged, per backend. Firestore keeps a write queued while
 * offline rather than failing it, so after a timeout the first write may still land: a retry of
 * the same request waits for that write instead of queueing a second lead. A changed form is a new
 * request. Cleared when the write settles.
 */
const pendingLeads = new WeakMap<object, { key: string; write: Promise<string> }>();

function leadWrite(backend: Backend, lead: DocData): Promise<string> {
  const key = JSON.stringify(lead);
  const pending = pendingLeads.get(backend);
  if (pending?.key === key) return pending.write;
  const entry = { key, write: backend.add('demo_requests', lead, { serverTimestamps: ['createdAt'] }) };
  pendingLeads.set(backend, entry);
  const settle = () => pendingLeads.get(backend) === entry && pendingLeads.delete(backend);
  entry.write.then(settle, settle);
  return entry.write;
}

/** Stores the request as a lead in demo_requests (with the dialog's title as its source); takes at
 *  least the spec's 1 s. */
export const submitDemoRequest = createAsyncThunk<string, DemoRequestForm, { rejectValue: AppError; extra: unknown }>(
  'ui/submitDemoRequest',
  async (form, { extra, getState, rejectWithValue }) => {
    const parsed = demoRequestSchema.safeParse(form);
    if (!parsed.success)
      return rejectWithValue({ code: 'invalid-argument', message: parsed.error.issues[0]?.message ?? 'Invalid form' });
    try {
      const backend = await backendOf(extra);
      const lead = {
        ...parsed.data,
        source: (getState() as { ui: UiState }).ui.demo.title.slice(0, 120),
        status: 'new',
      };
      const [id] = await Promise.all([
        withTimeout(leadWrite(backend, lead), WRITE_ACK_TIMEOUT_MS),
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
