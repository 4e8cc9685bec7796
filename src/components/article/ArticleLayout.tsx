import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Markdown } from '@/components/ui/Markdown';
import { ArticleMeta } from './ArticleMeta';
import { CoverImage } from './CoverImage';
import { TagList } from './TagList';

export interface ArticleLayoutProps {
  back: { to: string; label: string };
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
  /** Above the title (e.g. "Client · Industry"). */
  eyebrow?: ReactNode;
  /** Between the cover and the body (e.g. a case study's results). */
  highlight?: ReactNode;
}

/** A blog post or case study: header, cover, optional highlight, markdown body. */
export function ArticleLayout(props: ArticleLayoutProps) {
  const { back, slug, title, excerpt, coverImage, tags, eyebrow, highlight } = props;
  return (
    <Box component="article" sx={{ pb: { xs: 8, md: 12 } }}>
      <Container maxWidth="md" sx={{ pt: { xs: 4, md: 6 } }}>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon />} sx={{ ml: -1, mb: 3 }}>
          {back.label}
        </Button>
        <Stack spacing={2.5}>
          {eyebrow}
          {/* Long compounds (German "Abfangkonstruktionen:", 21 letters) must fit a 390 px screen whole:
              the size scales with the width (about 25 px there), hyphenated by the page's lang where the
              browser has a dictionary (headless Chromium on Linux has none), broken only as a last resort. */}
          <Typography
            variant="h1"
            sx={{ fontSize: 'clamp(1.5rem, 0.75rem + 3.4vw, 3rem)', hyphens: 'auto', overflowWrap: 'break-word' }}
          >
            {title}
          </Typography>
          {excerpt && (
            <Typography
              variant="subtitle1"
              color="text.secondary"
              sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' } }}
            >
              {excerpt}
            </Typography>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <ArticleMeta author={props.author} publishedAt={props.publishedAt} body={props.body} size="medium" />
            <TagList tags={tags} />
          </Stack>
        </Stack>
      </Container>
      <Container maxWidth="lg" sx={{ my: { xs: 4, md: 6 } }}>
        <CoverImage
          src={coverImage}
          seed={slug}
          label={tags[0]?.replace(/-/g, ' ')}
          ratio="21 / 9"
          radius="16px"
          alt={props.coverAlt ?? ''}
          width={props.coverWidth ?? 0}
          height={props.coverHeight ?? 0}
          sizes="(min-width: 1200px) 1152px, calc(100vw - 32px)"
          priority
        />
      </Container>
      <Container maxWidth="md">
        {highlight}
        <Markdown>{props.body}</Markdown>
      </Container>
    </Box>
  );
}
