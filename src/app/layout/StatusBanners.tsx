import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { liveErrorDismissed, selectLiveError } from '@/features/ui/uiSlice';
import { usePageMessages } from '@/i18n/use-page-messages';
import { useOnline } from '@/lib/util/online';
import { retryFailedQueries } from '@/lib/data/stream';
import { useAppDispatch, useAppSelector } from '../hooks';

// Listeners whose pages quietly fall back to defaults (branding, toggles, page copy): their
// failures are shown here, since the page itself has no error state for them.
const BACKGROUND = new Set(['getBranding', 'getToggles', 'getPublishedPage']);

type ApiState = {
  api: {
    queries: Record<string, { status: string; endpointName: string } | undefined>;
    mutations: Record<string, { status: string } | undefined>;
  };
};
const selectPendingWrites = (state: ApiState) =>
  Object.values(state.api.mutations).filter((m) => m?.status === 'pending').length;
const selectBackgroundFailed = (state: ApiState) =>
  Object.values(state.api.queries).some((q) => q?.status === 'rejected' && BACKGROUND.has(q.endpointName));

/**
 * The page-wide connection state, above the page: offline (with the writes waiting to be sent;
 * Firestore queues them and sends them when the network returns), and live updates that stopped
 * (with Retry, which reopens the dead listeners and refetches what failed). While writes are
 * waiting, leaving the page asks first.
 */
export function StatusBanners() {
  const dispatch = useAppDispatch();
  const online = useOnline();
  const t = usePageMessages();
  const liveError = useAppSelector(selectLiveError);
  const pending = useAppSelector((s) => selectPendingWrites(s as unknown as ApiState));
  const backgroundFailed = useAppSelector((s) => selectBackgroundFailed(s as unknown as ApiState));

  useEffect(() => {
    if (!pending) return;
    const hold = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', hold);
    return () => window.removeEventListener('beforeunload', hold);
  }, [pending]);

  const retry = () => void dispatch(retryFailedQueries() as never);
  const stale = liveError ?? (backgroundFailed ? t.status.partlyLoaded : null);
  return (
    <>
      {!online && (
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
          {t.status.offline}
          {pending > 0 && ` ${t.status.waiting(pending)}`}
        </Alert>
      )}
      {stale && online && (
        <Alert
          severity="warning"
          sx={{ borderRadius: 0 }}
          action={
            <>
              <Button color="inherit" size="small" onClick={retry}>
                {t.status.retry}
              </Button>
              {liveError && (
                <Button color="inherit" size="small" onClick={() => dispatch(liveErrorDismissed())}>
                  {t.status.dismiss}
                </Button>
              )}
            </>
          }
        >
          {stale}
        </Alert>
      )}
    </>
  );
}
