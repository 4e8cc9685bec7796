import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** Shown only when JavaScript is off (a <noscript>): why a control beside it is disabled. The
 *  browser shows it in place of nothing; React renders it on the server and leaves it alone in the
 *  browser. */
export function NeedsJavaScript({ children, sx }: { children: string; sx?: SxProps<Theme> }) {
  return (
    <noscript>
      <Typography variant="body2" color="text.secondary" sx={sx}>
        {children}
      </Typography>
    </noscript>
  );
}
