import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

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
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={() => void onRetry()}>
          Retry
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
