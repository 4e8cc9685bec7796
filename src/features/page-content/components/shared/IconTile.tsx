import type SvgIcon from '@mui/material/SvgIcon';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';

export type IconComponent = typeof SvgIcon;

/** A decorative icon on a soft gradient tile (hidden from assistive technology). */
export function IconTile({ icon: Icon, size = 48 }: { icon: IconComponent; size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={(theme) => ({
        width: size,
        height: size,
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 3,
        color: 'primary.main',
        background: `linear-gradient(135deg, ${alpha(theme.palette.primary.main, 0.16)}, ${alpha(theme.palette.secondary.main, 0.12)})`,
        border: '1px solid',
        borderColor: alpha(theme.palette.primary.main, 0.24),
      })}
    >
      <Icon fontSize="medium" />
    </Box>
  );
}
