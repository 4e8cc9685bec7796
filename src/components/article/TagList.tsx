import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { usePageMessages } from '@/i18n/use-page-messages';

/** Tags as small chips ("load-path" -> "load path"). */
export function TagList({ tags, max }: { tags: string[]; max?: number }) {
  const m = usePageMessages();
  const shown = max ? tags.slice(0, max) : tags;
  if (!shown.length) return null;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={m.article.tags}
      sx={{ flexWrap: 'wrap', gap: 0.75, p: 0, m: 0, listStyle: 'none' }}
    >
      {shown.map((tag) => (
        <li key={tag}>
          <Chip
            label={tag.replace(/-/g, ' ')}
            size="small"
            sx={{ bgcolor: '#EEF4FF', color: 'primary.dark', fontWeight: 600 }}
          />
        </li>
      ))}
    </Stack>
  );
}
