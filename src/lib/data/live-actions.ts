// The live listeners' actions (src/lib/data/stream.ts), which the page banner's slice handles from the
// start (src/features/ui/uiSlice.ts), without RTK Query on the public first paint.
import { createAction } from '@reduxjs/toolkit';
import type { AppError } from './backend-types';

/** A live listener failed after its first data arrived: its data is now stale. */
export const liveUpdateFailed = createAction<{ source: string; error: AppError }>('stream/liveUpdateFailed');
/** Dead listeners and failed queries were asked to try again (after Retry, or a sign-in). */
export const liveUpdatesRetried = createAction('stream/liveUpdatesRetried');
