import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMessages } from '@/i18n/use-messages';

/** Shown while a page (or its code) loads ("Loading page" in the page's language by default). */
export function PageSpinner({ label }: { label?: string }) {
  const { layout } = useMessages();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={label ?? layout.loadingPage} />
    </Box>
  );
}
