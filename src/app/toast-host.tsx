import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import type { Notify } from '@/lib/util';

/** notistack's host, loaded with the first toast: a bold title ("Success" / "Error") over the message.
 *  `attach` hands over how to show a toast (notify.tsx's attachToasts; passed in, since importing
 *  notify.tsx, which loads this module, would close an import circle). */
export default function ToastHost({ attach }: { attach: (fn: Notify) => () => void }) {
  useEffect(
    () =>
      attach(({ variant, title, message, detail }) => {
        enqueueSnackbar(
          <span>
            <strong style={{ display: 'block' }}>{title}</strong>
            {message}
            {detail && <span style={{ display: 'block' }}>{detail}</span>}
          </span>,
          { variant },
        );
      }),
    [attach],
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
