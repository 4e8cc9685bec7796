import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { useHydrated } from '@/components/ui/useHydrated';
import { useAuth, useSignOut } from '@/features/auth/use-auth';
import type { AuthMode } from './AuthDialog';
import { authIntent } from './parts';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Who is signed in, with sign out; or the ways to sign in / join. Signing in needs the app (Firebase
 *  Auth in the browser): until it runs (on the server, before hydration, without JavaScript) the
 *  ways in show disabled, with why when JavaScript is off. */
export function MemberBar({ onAuth }: { onAuth: (mode: AuthMode) => void }) {
  const hydrated = useHydrated();
  const { status, user } = useAuth();
  const [signOut, { isLoading }] = useSignOut();
  const { community: t } = usePageMessages();
  if (!hydrated)
    return (
      <div>
        <WaysIn onAuth={onAuth} disabled />
        <NeedsJavaScript sx={{ mt: 1.5 }}>{t.needsJavaScript}</NeedsJavaScript>
      </div>
    );
  if (status === 'loading') return <Skeleton width={220} height={40} aria-hidden />;
  if (user) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t.signedInAs}{' '}
          <Typography component="strong" variant="body2" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {user.displayName || user.email}
          </Typography>
        </Typography>
        <Button variant="outlined" size="small" onClick={() => void signOut()} disabled={isLoading}>
          {t.signOut}
        </Button>
      </Stack>
    );
  }
  return <WaysIn onAuth={onAuth} />;
}

function WaysIn({ onAuth, disabled = false }: { onAuth: (mode: AuthMode) => void; disabled?: boolean }) {
  const { community: t } = usePageMessages();
  return (
    <Stack direction="row" spacing={1.5}>
      <Button variant="contained" onClick={() => onAuth('signUp')} disabled={disabled} {...authIntent}>
        {t.join}
      </Button>
      <Button variant="outlined" onClick={() => onAuth('signIn')} disabled={disabled} {...authIntent}>
        {t.signIn}
      </Button>
    </Stack>
  );
}
