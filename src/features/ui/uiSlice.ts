import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DEMO_TITLE } from '@/domain/leads/demo-url';
import { liveUpdateFailed, liveUpdatesRetried } from '@/lib/data/live-actions';

export { DEFAULT_DEMO_TITLE };

/** The demo dialog: closed -> open -> submitting -> thank-you -> closed (a failed write goes back
 *  to open with an error, keeping what was typed). The app shell owns the dialog's state; the leads
 *  feature (features/leads) sends the request and moves it through these transitions. */
export type DemoStatus = 'closed' | 'open' | 'submitting' | 'thank-you';

/** What the server hands the dialog when it renders it open: the fields a visitor sent without
 *  JavaScript (or typed before the app started) and, after a refused post, each field's reason. */
export interface DemoFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  /** What the visitor typed into the server's form before the app started (the browser hydrates
   *  with `values`, as the server rendered them, then puts these back). */
  typed?: Record<string, string>;
}

export interface UiState {
  menuOpen: boolean;
  demo: {
    status: DemoStatus;
    title: string;
    error: string | null;
    /** Opened by the page's URL (`?demo`): the server rendered it open, in the page's markup. */
    fromUrl?: boolean;
    form?: DemoFormState;
  };
  /** Set when a live listener died: the page shows stale data and says so. */
  liveError: string | null;
}

const initialState: UiState = {
  menuOpen: false,
  demo: { status: 'closed', title: DEFAULT_DEMO_TITLE, error: null },
  liveError: null,
};

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
    /** The dialog as the page's URL asks for it (`?demo`, `?demo=sent`: src/features/leads/demo-url.ts),
     *  rendered open by the server and hydrated open by the browser. */
    demoShownByUrl(
      state,
      action: PayloadAction<{
        status: 'open' | 'thank-you';
        title: string;
        error?: string | null;
        form?: DemoFormState;
      }>,
    ) {
      const { status, title, error = null, form } = action.payload;
      state.demo = { status, title, error, fromUrl: true, ...(form ? { form } : {}) };
      state.menuOpen = false;
    },
    demoClosed(state) {
      if (state.demo.status === 'submitting') return; // cannot dismiss mid-write
      state.demo = { ...initialState.demo };
    },
    /** A request is being sent: the dialog cannot be dismissed until it settles. */
    demoSubmitting(state) {
      state.demo.status = 'submitting';
      state.demo.error = null;
    },
    demoSent(state) {
      state.demo.status = 'thank-you';
    },
    /** Back to the form, saying why; what was typed stays. */
    demoFailed(state, action: PayloadAction<string>) {
      state.demo.status = 'open';
      state.demo.error = action.payload;
    },
    liveErrorDismissed(state) {
      state.liveError = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(liveUpdateFailed, (state) => {
        state.liveError = 'Live updates paused: what you see may be out of date.';
      })
      .addCase(liveUpdatesRetried, (state) => {
        state.liveError = null;
      });
  },
});

export const {
  menuToggled,
  menuClosed,
  demoOpened,
  demoShownByUrl,
  demoClosed,
  demoSubmitting,
  demoSent,
  demoFailed,
  liveErrorDismissed,
} = uiSlice.actions;
export const uiReducer = uiSlice.reducer;
export const selectMenuOpen = (state: { ui: UiState }) => state.ui.menuOpen;
export const selectDemo = (state: { ui: UiState }) => state.ui.demo;
export const selectLiveError = (state: { ui: UiState }) => state.ui.liveError;
