import { createAsyncThunk } from '@reduxjs/toolkit';
import { DEMO_SUBMIT_DELAY_MS, WRITE_ACK_TIMEOUT_MS } from '@/config/constants';
import { demoFailed, demoSent, demoSubmitting, selectDemo, type UiState } from '@/features/ui/uiSlice';
import { entry, optedOut } from '@/lib/analytics/queue';
import type { LeadVisit } from '@/domain/analytics/lead-visit';
import { currentAttribution, pagesSeen, vitalsRatings } from '@/lib/analytics/session';
import { isStaffBrowser } from '@/lib/analytics/staff';
import { backendOf } from '@/lib/data/api';
import { toAppError, type AppError, type Backend, type DocData } from '@/lib/data/backend-types';
import { delay, withTimeout } from '@/lib/util/async';
import { demoRequestSchema, type DemoRequestForm } from '@/domain/leads/lead';
import { COLLECTIONS } from '@/domain/collections';

export const DEMO_SEND_FAILED =
  'We could not send your request. Please check your connection and try again: your details are still here.';

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
  const entry = { key, write: backend.add(COLLECTIONS.demoRequests, lead, { serverTimestamps: ['createdAt'] }) };
  pendingLeads.set(backend, entry);
  const settle = () => pendingLeads.get(backend) === entry && pendingLeads.delete(backend);
  entry.write.then(settle, settle);
  return entry.write;
}

/** What the lead records about the tab that sent it (src/domain/analytics/lead-visit.ts): whether the
 *  traffic figures counted this visitor (the beacon's own exclusions: ./queue.ts, ./beacon.ts), the
 *  pages seen in the tab before it and the Web Vitals ratings the tab measured. */
function leadVisit(): LeadVisit {
  const persist = !optedOut();
  const pages = pagesSeen(persist);
  const ratings = vitalsRatings(persist);
  return {
    analytics: optedOut() ? 'opted-out' : isStaffBrowser() ? 'staff' : 'counted',
    ...(pages.length ? { pagesSeen: pages } : {}),
    ...(Object.keys(ratings).length ? { vitalsRatings: ratings } : {}),
  };
}

/** What a submission caught by the honeypot gets: the dialog's usual 1 s and thank-you, and
 *  nothing stored (src/components/ui/Honeypot.tsx). */
export const dropDemoRequest = createAsyncThunk<string, void>('leads/dropDemoRequest', async (_arg, { dispatch }) => {
  dispatch(demoSubmitting());
  await delay(DEMO_SUBMIT_DELAY_MS);
  dispatch(demoSent());
  return '';
});

/**
 * Sends the demo dialog's form: stores it as a lead in demo_requests (with the dialog's title as
 * its source) and takes at least the spec's 1 s. It drives the dialog through the app shell's
 * public transitions (submitting -> thank-you, or back to open with an error, keeping what was
 * typed); the shell knows nothing about leads.
 */
export const submitDemoRequest = createAsyncThunk<string, DemoRequestForm, { rejectValue: AppError; extra: unknown }>(
  'leads/submitDemoRequest',
  async (form, { extra, dispatch, getState, rejectWithValue }) => {
    dispatch(demoSubmitting());
    const parsed = demoRequestSchema.safeParse(form);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? 'Invalid form';
      dispatch(demoFailed(message));
      return rejectWithValue({ code: 'invalid-argument', message });
    }
    try {
      const backend = await backendOf(extra);
      // How the visit began and where it was sent from (src/lib/analytics/session.ts): kept for
      // this visit only, and in memory only when the visitor opted out of tracking.
      // (Only in a browser: the integration tests send from Node, where there is no page.)
      const attribution =
        typeof window === 'undefined' ? null : currentAttribution(entry, window.location.pathname, !optedOut());
      const lead = {
        ...parsed.data,
        source: selectDemo(getState() as { ui: UiState }).title.slice(0, 120),
        status: 'new',
        ...(attribution ? { attribution } : {}),
        ...(typeof window === 'undefined' ? {} : leadVisit()),
      };
      const [id] = await Promise.all([
        withTimeout(leadWrite(backend, lead), WRITE_ACK_TIMEOUT_MS),
        delay(DEMO_SUBMIT_DELAY_MS),
      ]);
      dispatch(demoSent());
      return id;
    } catch (error) {
      dispatch(demoFailed(DEMO_SEND_FAILED));
      return rejectWithValue(toAppError(error));
    }
  },
);
