import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ArticleMeta } from './ArticleMeta';
import { CoverImage } from './CoverImage';
import { TagList } from './TagList';

export interface ArticleCardProps {
  to: string;
  slug: string;
  title: string;
  excerpt: string;
  coverImage: string;
  /** The cover's alt text ('' when decorative) and pixel size (0: unknown; see CoverImage). */
  coverAlt?: string;
  coverWidth?: number;
  coverHeight?: number;
  author: string;
  publishedAt: string | null;
  body: string;
  tags: string[];
  /** Small line above the title (e.g. a case study's client). */
  eyebrow?: string;
  /** Featured: wide, image beside the text on larger screens. */
  featured?: boolean;
  children?: ReactNode;
}

/** A blog post or case study in a list. The title is the link; the whole card is clickable. */
export function ArticleCard(props: ArticleCardProps) {
  const { to, slug, title, excerpt, coverImage, tags, eyebrow, featured, children } = props;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', md: featured ? 'row' : 'column' },
        bgcolor: 'background.default',
        transition: 'box-shadow 160ms ease, transform 160ms ease, border-color 160ms ease',
        '&:hover': { boxShadow: '0 12px 32px rgba(15,35,87,0.12)', transform: 'translateY(-2px)' },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ flex: featured ? { md: '0 0 55%' } : undefined, display: 'flex' }}>
        <CoverImage
          src={coverImage}
          seed={slug}
          label={tags[0]?.replace(/-/g, ' ')}
          fill={featured}
          alt={props.coverAlt ?? ''}
          priority={featured}
          width={props.coverWidth ?? 0}
          height={props.coverHeight ?? 0}
          sizes={
            featured ? '(min-width: 900px) 640px, 100vw' : '(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw'
          }
        />
      </Box>
      <Stack spacing={1.5} sx={{ p: { xs: 2.5, md: featured ? 4 : 3 }, flex: 1, '& > *': { flexShrink: 0 } }}>
        <TagList tags={tags} max={3} />
        {eyebrow && (
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>
            {eyebrow}
          </Typography>
        )}
        <Typography variant={featured ? 'h3' : 'h5'} component="h2" sx={{ fontSize: featured ? undefined : '1.2rem' }}>
          <Link
            component={RouterLink}
            to={to}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {title}
          </Link>
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {excerpt}
        </Typography>
        {children}
        <Box sx={{ flexGrow: 1 }} />
        <ArticleMeta author={props.author} publishedAt={props.publishedAt} body={props.body} />
      </Stack>
    </Card>
  );
}
