import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { useHydrated } from '@/components/ui/useHydrated';
import { authIntent } from './parts';
import { usePageMessages } from '@/i18n/use-page-messages';

/** What a visitor sees where members write. Signing in needs the app: until it runs the button is
 *  disabled, with why when JavaScript is off. */
export function SignInPrompt({ action, text, onSignIn }: { action: string; text: string; onSignIn: () => void }) {
  const hydrated = useHydrated();
  const { community: t } = usePageMessages();
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 3,
        display: 'flex',
        gap: 2,
        alignItems: { sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        justifyContent: 'space-between',
        bgcolor: '#F6F8FA',
      }}
    >
      <div>
        <Typography color="text.secondary">{text}</Typography>
        <NeedsJavaScript sx={{ mt: 1 }}>{t.needsJavaScriptShort}</NeedsJavaScript>
      </div>
      <Button variant="contained" onClick={onSignIn} disabled={!hydrated} {...authIntent} sx={{ flexShrink: 0 }}>
        {action}
      </Button>
    </Paper>
  );
}
