import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState, type ComponentType } from 'react';
import { afterInteractive } from '@/lib/after-interactive';
import { appReady } from '@/lib/app-ready';

// MUI's Alert (with its icons) is not part of a public page's first script: the page-wide notices
// (offline, live updates stopped, a part of the page that could not load) are rare, and none shows
// on a page's first paint. Its code loads once the page answers input, so it is there before a
// notice needs it, even if the network drops later.
let Alert: ComponentType<AlertProps> | null = null;
let loading: Promise<unknown> | null = null;
/** Loads MUI's Alert (once); resolves when it has loaded, or failed to. */
export const preloadAlert = () =>
  (loading ??= import('@mui/material/Alert').then(
    (m) => void (Alert = m.default),
    () => void (loading = null),
  ));
if (typeof window !== 'undefined') void appReady.then(afterInteractive).then(preloadAlert);

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

/** MUI's Alert, loaded apart from the page's first script (see above): until it has loaded, the
 *  same notice as plain text. */
export function LazyAlert(props: AlertProps) {
  const [Loaded, setLoaded] = useState(() => Alert);
  useEffect(() => {
    if (Loaded) return;
    let live = true;
    void preloadAlert().then(() => live && setLoaded(() => Alert));
    return () => void (live = false);
  }, [Loaded]);
  return Loaded ? <Loaded {...props} /> : <PlainNotice {...props} />;
}
