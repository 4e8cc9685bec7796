import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import MarkdownToJsx, { type MarkdownToJSX } from 'markdown-to-jsx';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

const WORDS_PER_MINUTE = 200;

/** Reading time of a (markdown) text: words / 200, rounded up, at least 1 minute. */
export function readingMinutes(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
export const readingTime = (text: string) => `${readingMinutes(text)} min read`;

/** An article link's target: https: or mailto: (external, a new tab), a true site path (one "/",
 *  never "//" or "/\\", which browsers read as another host: the router), or null for anything else
 *  (javascript:, data:, http:, relative paths...), which renders as plain text. */
export function markdownHref(href: string): { kind: 'site' | 'external'; href: string } | null {
  const h = href.trim();
  if (/^\/(?![/\\])[^\s\\]*$/.test(h)) return { kind: 'site', href: h };
  if (/^(https:\/\/|mailto:)[^\s]+$/i.test(h)) return { kind: 'external', href: h };
  return null;
}

/** Site paths use the router; https and mailto links open safely in a new tab; others are text. */
function MarkdownLink({ href = '', children, title }: { href?: string; children?: ReactNode; title?: string }) {
  const target = markdownHref(href);
  if (!target)
    return (
      <Box component="span" title={title}>
        {children}
      </Box>
    );
  if (target.kind === 'site') {
    return (
      <Link component={RouterLink} to={target.href} title={title} underline="always">
        {children}
      </Link>
    );
  }
  return (
    <Link href={target.href} title={title} underline="always" target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}

const text = (variant: 'h3' | 'h4' | 'h5', component: string) => ({
  component: Typography,
  props: { variant, component, sx: { mt: 5, mb: 2 } },
});

// Headings start at h2: the page's title is its only h1.
const overrides: MarkdownToJSX.Overrides = {
  h1: text('h3', 'h2'),
  h2: text('h3', 'h2'),
  h3: text('h4', 'h3'),
  h4: text('h5', 'h4'),
  h5: text('h5', 'h5'),
  h6: text('h5', 'h6'),
  p: { component: Typography, props: { component: 'p', sx: { mb: 2.5, lineHeight: 1.8, fontSize: '1.0625rem' } } },
  a: { component: MarkdownLink },
  ul: { component: Box, props: { component: 'ul', sx: { pl: 3, mb: 2.5 } } },
  ol: { component: Box, props: { component: 'ol', sx: { pl: 3, mb: 2.5 } } },
  li: {
    component: Typography,
    props: { component: 'li', sx: { mb: 1, lineHeight: 1.75, fontSize: '1.0625rem', pl: 0.5 } },
  },
  blockquote: {
    component: Box,
    props: {
      component: 'blockquote',
      sx: {
        m: 0,
        mb: 3,
        py: 1,
        px: 3,
        borderLeft: 4,
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontStyle: 'italic',
        '& p': { mb: 1 },
      },
    },
  },
  code: {
    component: Box,
    props: {
      component: 'code',
      sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9em' },
    },
  },
  pre: {
    component: Box,
    props: {
      component: 'pre',
      sx: { p: 2, mb: 3, overflowX: 'auto', bgcolor: 'grey.100', borderRadius: 1 },
    },
  },
  img: {
    component: Box,
    props: { component: 'img', loading: 'lazy', sx: { maxWidth: '100%', height: 'auto', borderRadius: 1 } },
  },
  hr: { component: Divider, props: { sx: { my: 4 } } },
  table: { component: Box, props: { component: 'table', sx: { borderCollapse: 'collapse', mb: 3, width: '100%' } } },
  th: { component: Box, props: { component: 'th', sx: { textAlign: 'left', p: 1, borderBottom: 2 } } },
  td: { component: Box, props: { component: 'td', sx: { p: 1, borderBottom: 1, borderColor: 'divider' } } },
};

const options: MarkdownToJSX.Options = {
  // Raw HTML in the source is never turned into elements: it stays text (no XSS path).
  disableParsingRawHTML: true,
  forceBlock: true,
  wrapper: 'div',
  overrides,
};

/** Renders trusted-or-not markdown safely as MUI typography (never dangerouslySetInnerHTML). Parsing
 *  and styling a long text is the costliest render of an article page, so it renders again only when
 *  its text changes, not with every change to the article around it. */
export const Markdown = memo(function Markdown({ children }: { children: string }) {
  return (
    <Box sx={{ color: 'text.primary', wordBreak: 'break-word' }}>
      <MarkdownToJsx options={options}>{children}</MarkdownToJsx>
    </Box>
  );
});
