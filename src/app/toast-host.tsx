import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { TOAST_DURATION_MS } from '@/config/constants';
import { isLocale } from '@/domain/locales';
import { shellMessages } from '@/i18n/catalog';
import { enShell } from '@/i18n/messages/en-shell';
import type { Notify } from '@/lib/util';

/** The close button's name in the page's language (the host sits outside the router's locale). */
function closeLabel() {
  const lang = document.documentElement.lang;
  return ((isLocale(lang) && shellMessages.loaded(lang)) || enShell).layout.close;
}

/** Every toast can be closed before its time, by pointer or keyboard. */
const closeAction = (key: SnackbarKey) => (
  <IconButton size="small" color="inherit" aria-label={closeLabel()} onClick={() => closeSnackbar(key)}>
    <CloseIcon fontSize="small" />
  </IconButton>
);

/** notistack's host, loaded with the first toast: a bold title ("Success" / "Error") over the message,
 *  and a close button. `attach` hands over how to show a toast (notify.tsx's attachToasts; passed in,
 *  since importing notify.tsx, which loads this module, would close an import circle). */
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
      action={closeAction}
      // Bottom left: the back office's side panels open on the right, where a toast would cover Save.
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    />
  );
}
