import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { attachToasts } from './notify';

/** notistack's host, loaded with the first toast: a bold title ("Success" / "Error") over the message. */
export default function ToastHost() {
  useEffect(
    () =>
      attachToasts(({ variant, title, message, detail }) => {
        enqueueSnackbar(
          <span>
            <strong style={{ display: 'block' }}>{title}</strong>
            {message}
            {detail && <span style={{ display: 'block' }}>{detail}</span>}
          </span>,
          { variant },
        );
      }),
    [],
  );
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      // Bottom left: the back office's side panels open on the right, where a toast would cover Save.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
