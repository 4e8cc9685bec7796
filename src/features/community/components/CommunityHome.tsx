import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Seo } from '@/components/ui/Seo';
import { useHydrated } from '@/components/ui/useHydrated';
import { useAuth } from '@/features/auth/use-auth';
import type { AuthMode } from './AuthDialog';
import { DiscussionList } from './DiscussionList';
import { MemberBar } from './MemberBar';
import { NewDiscussionForm } from './parts';
import { SignInPrompt } from './SignInPrompt';
import { usePageMessages } from '@/i18n/use-page-messages';

/** /community: the discussion list; members can start a discussion. */
export function CommunityHome({ onAuth }: { onAuth: (mode: AuthMode) => void }) {
  const { status, user } = useAuth();
  // Until the app runs (the server's HTML, and without JavaScript) the prompt shows, disabled: it is
  // what most visitors get. Once it runs, while the session is unknown it keeps its place, unseen.
  const hidden = useHydrated() && status !== 'signedOut';
  const { seo, community: t } = usePageMessages();
  return (
    <>
      <Seo title={seo.community.title} description={seo.community.description} path="/community" />
      <Box
        sx={{
          borderBottom: '1px solid',
          borderColor: 'divider',
          background: 'linear-gradient(180deg, #EEF4FF 0%, rgba(238,244,255,0) 100%)',
        }}
      >
        <Container maxWidth="md" sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 5, md: 6 } }}>
          <Typography variant="overline" sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.12em' }}>
            {t.overline}
          </Typography>
          <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
            {t.title}
          </Typography>
          <Typography variant="subtitle1" color="text.secondary" sx={{ maxWidth: 640, mb: 3 }}>
            {t.lead}
          </Typography>
          <MemberBar onAuth={onAuth} />
        </Container>
      </Box>
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 7 } }}>
        <Stack spacing={5}>
          {user ? (
            <Suspense fallback={<Skeleton variant="rounded" height={380} role="status" aria-label={t.loadingForm} />}>
              <NewDiscussionForm user={user} />
            </Suspense>
          ) : (
            // While the session is unknown the prompt keeps its place, unseen, so the list below
            // does not move when it appears (it is what most visitors get).
            <Box sx={hidden ? { visibility: 'hidden' } : undefined} aria-hidden={hidden || undefined}>
              <SignInPrompt action={t.signInToPost} text={t.signInToPostText} onSignIn={() => onAuth('signIn')} />
            </Box>
          )}
          <Box component="section" aria-labelledby="discussions-heading">
            <Typography id="discussions-heading" variant="h4" component="h2" sx={{ mb: 2.5 }}>
              {t.discussions}
            </Typography>
            <DiscussionList />
          </Box>
        </Stack>
      </Container>
    </>
  );
}
