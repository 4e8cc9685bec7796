import type { AlertProps } from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** A notice for when part of the app could not load (offline, or a deploy replaced its code): plain
 *  markup, so it needs no code that might itself fail to load. Takes Alert's props. */
export function Notice({ role, children, action, sx }: Pick<AlertProps, 'role' | 'children' | 'action' | 'sx'>) {
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
