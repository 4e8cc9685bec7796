import LockIcon from '@mui/icons-material/LockOutlined';
import PushPinIcon from '@mui/icons-material/PushPinOutlined';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { CommunityPost } from '../schema';

/** "Pinned" / "Locked" on a discussion in the list (moderators set them). */
export function PostBadges({ post }: { post: Pick<CommunityPost, 'pinned' | 'locked'> }) {
  if (!post.pinned && !post.locked) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
      {post.pinned && <Chip size="small" color="primary" icon={<PushPinIcon />} label="Pinned" />}
      {post.locked && <Chip size="small" icon={<LockIcon />} label="Locked" />}
    </Stack>
  );
}

/** In place of the reply form on a locked thread. */
export function LockedNotice() {
  return (
    <Alert severity="info" icon={<LockIcon />}>
      This discussion is locked: it takes no new replies.
    </Alert>
  );
}
