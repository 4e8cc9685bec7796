import LockIcon from '@mui/icons-material/LockOutlined';
import PushPinIcon from '@mui/icons-material/PushPinOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CommunityPost } from '../schema';
import { usePageMessages } from '@/i18n/use-page-messages';

/** "Pinned" / "Locked" on a discussion in the list (moderators set them). */
export function PostBadges({ post }: { post: Pick<CommunityPost, 'pinned' | 'locked'> }) {
  const { community: t } = usePageMessages();
  if (!post.pinned && !post.locked) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      {post.pinned && <Chip size="small" color="primary" icon={<PushPinIcon />} label={t.pinned} />}
      {post.locked && <Chip size="small" icon={<LockIcon />} label={t.locked} />}
    </Stack>
  );
}

/** In place of the reply form on a locked thread. */
export function LockedNotice() {
  const { community: t } = usePageMessages();
  return (
    <Alert severity="info" icon={<LockIcon />}>
      {t.lockedNotice}
    </Alert>
  );
}
