import { enqueueSnackbar } from 'notistack';
import type { Notify } from '@/lib/toasts';

/** Shows the store's toasts with notistack: a bold title ("Success" / "Error") over the message. */
export const notify: Notify = ({ variant, title, message, detail }) => {
  enqueueSnackbar(
    <span>
      <strong style={{ display: 'block' }}>{title}</strong>
      {message}
      {detail && <span style={{ display: 'block', opacity: 0.9 }}>{detail}</span>}
    </span>,
    { variant },
  );
};
