import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { deferredComponent } from '@/lib/deferred-component';

// MUI's Alert (with its icons) is not part of a public page's first script: the page-wide notices
// (offline, live updates stopped, a part of the page that could not load) are rare, and none shows
// on a page's first paint.

/** The notice as plain text, while Alert's code loads or when it cannot be loaded: the message and
 *  its actions are never lost. */
function PlainNotice({ role, children, action, sx }: AlertProps) {
  return (
    <Box
      role={role ?? 'alert'}
      sx={[
        { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1.5, bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box sx={{ flex: 1 }}>{children}</Box>
      {action}
    </Box>
  );
}

const alert = deferredComponent<AlertProps>(() => import('@mui/material/Alert').then((m) => m.default), PlainNotice);

/** MUI's Alert, loaded apart from the page's first script (see above): until it has loaded, the
 *  same notice as plain text. */
export const LazyAlert = alert.Deferred;
/** Loads MUI's Alert now (tests; the app loads it once the page answers input). */
export const preloadAlert = alert.preload;
