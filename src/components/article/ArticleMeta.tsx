import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { readingMinutes } from '@/components/ui/Markdown';
import { useFormatDate } from '@/i18n/format';
import { usePageMessages } from '@/i18n/use-page-messages';
import { mediumDate } from '@/lib/util/dates';

/** "Mar 3, 2025" (UTC, so a prerendered page and the browser agree). */
export const formatDate = (iso: string) => mediumDate(new Date(iso));

const initials = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms|prof)\.?\s+/i, '')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export interface ArticleMetaProps {
  author: string;
  publishedAt: string | null;
  body: string;
  size?: 'small' | 'medium';
}

/** Author, date and reading time, in the page's language. */
export function ArticleMeta({ author, publishedAt, body, size = 'small' }: ArticleMetaProps) {
  const avatar = size === 'small' ? 28 : 40;
  const t = usePageMessages();
  const formatDateIn = useFormatDate();
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      {author && (
        <Avatar aria-hidden sx={{ width: avatar, height: avatar, fontSize: avatar * 0.4, bgcolor: 'primary.main' }}>
          {initials(author)}
        </Avatar>
      )}
      <Typography variant="body2" color="text.secondary" component="p" sx={{ m: 0 }}>
        {author && (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {author}
          </Typography>
        )}
        {author && ' · '}
        {publishedAt && <time dateTime={publishedAt}>{formatDateIn(new Date(publishedAt), 'medium')}</time>}
        {publishedAt && ' · '}
        <span>{t.article.readingTime(readingMinutes(body))}</span>
      </Typography>
    </Stack>
  );
}
