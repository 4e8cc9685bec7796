import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n/use-messages';

/** A live list or record that could not be loaded: says so and offers Retry (which opens its
 *  listener again). */
export function RetryAlert({
  onRetry,
  children,
  sx,
}: {
  onRetry: () => unknown;
  children: ReactNode;
  sx?: AlertProps['sx'];
}) {
  const m = useMessages();
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          {m.layout.retry}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
