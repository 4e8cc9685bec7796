import Box from '@mui/material/Box';
import { SITE_NAME } from '@/config/constants';

/** The brand mark: the uploaded logo where branding has one, the built-in truss mark otherwise. */
export function Logo({ logoUrl, height = 32 }: { logoUrl?: string | null; height?: number }) {
  if (logoUrl)
    return <Box component="img" src={logoUrl} alt={SITE_NAME} sx={{ height, width: 'auto', display: 'block' }} />;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        fontSize: { xs: 18, sm: 20 },
        // One line beside the header's longest Get a Demo (German, Spanish) at 390 px.
        whiteSpace: 'nowrap',
        flexShrink: 0,
        color: 'text.primary',
      }}
    >
      <svg width={height} height={height} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#2563EB" />
        <path
          d="M5 23h22M7 23l5-12 4 12 4-12 5 12M12 11h8"
          stroke="#fff"
          strokeWidth="2.2"
          fill="none"
          strokeLinejoin="round"
        />
      </svg>
      {SITE_NAME}
    </Box>
  );
}
