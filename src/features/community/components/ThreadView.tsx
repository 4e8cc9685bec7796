import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/NotFound';
import { Seo } from '@/components/ui/Seo';
import { useHydrated } from '@/components/ui/useHydrated';
import { useAuth } from '@/features/auth/use-auth';
import { useGetCommunityPostQuery } from '../api';
import type { AuthMode } from './AuthDialog';
import { AuthorLine } from './AuthorLine';
import { MemberBar } from './MemberBar';
import { LockedNotice } from './PostStatus';
import { ReplyForm } from './parts';
import { ReplyList } from './ReplyList';
import { SignInPrompt } from './SignInPrompt';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { usePageMessages } from '@/i18n/use-page-messages';
import { pagePath } from '@/domain/site/paths';
import { useLocale } from '@/i18n/locale-context';

const summary = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}...` : text);

/** /community/:postId: a discussion with its replies; members reply. */
export function ThreadView({ onAuth }: { onAuth: (mode: AuthMode) => void }) {
  const { postId = '' } = useParams();
  const { status, user } = useAuth();
  // Until the app runs (the server's HTML, and without JavaScript) the sign-in prompt shows,
  // disabled (SignInPrompt).
  const hydrated = useHydrated();
  const { data: post, isLoading, isError, refetch } = useGetCommunityPostQuery(postId);
  const path = `/community/${postId}`;
  const locale = useLocale();
  const { community: t } = usePageMessages();

  // NotFound brings its own (noindex) head tags.
  if (post === null) return <NotFound />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 4 }}
      >
        <Button
          component={RouterLink}
          to={pagePath('/community', locale)}
          startIcon={<ArrowBackIcon />}
          sx={{ ml: -1 }}
        >
          {t.allDiscussions}
        </Button>
        <MemberBar onAuth={onAuth} />
      </Box>
      {isError ? (
        <>
          <Seo title={t.title} description={t.threadFallback} path={path} noindex />
          <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', mb: 3 }}>
            {t.discussion}
          </Typography>
          <RetryAlert onRetry={refetch}>{t.threadFailed}</RetryAlert>
        </>
      ) : isLoading || !post ? (
        <Box role="status" aria-label={t.loadingThread}>
          <Seo title={t.title} description={t.threadFallback} path={path} noindex />
          <Skeleton height={56} width="80%" />
          <Skeleton width={240} />
          <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
        </Box>
      ) : (
        <>
          <Seo title={post.title} description={summary(post.body)} path={path} type="article" />
          <Box component="article">
            <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.5rem)', mb: 2 }}>
              {post.title}
            </Typography>
            <AuthorLine name={post.authorName} at={post.createdAt} />
            <Typography sx={{ mt: 3, whiteSpace: 'pre-wrap', lineHeight: 1.8, fontSize: '1.0625rem' }}>
              {post.body}
            </Typography>
          </Box>
          <Divider sx={{ my: 5 }} />
          <Box component="section" aria-labelledby="replies-heading">
            <Typography id="replies-heading" variant="h5" component="h2" sx={{ mb: 3 }}>
              {t.replies(post.replyCount)}
            </Typography>
            <ReplyList postId={post.id} />
            <Box sx={{ mt: 4 }}>
              {post.locked ? (
                <LockedNotice />
              ) : user ? (
                <Suspense
                  fallback={<Skeleton variant="rounded" height={200} role="status" aria-label={t.loadingForm} />}
                >
                  <ReplyForm postId={post.id} user={user} />
                </Suspense>
              ) : status === 'signedOut' || !hydrated ? (
                <SignInPrompt action={t.signInToReply} text={t.signInToReplyText} onSignIn={() => onAuth('signIn')} />
              ) : null}
            </Box>
          </Box>
        </>
      )}
    </Container>
  );
}
