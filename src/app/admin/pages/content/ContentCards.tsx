import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffRole } from '@/lib/entity';
import { APIS } from '../../apis';
import type { SectionProps } from '../../section';

interface Card {
  label: string;
  /** The section it links to (its role decides whether the card shows). */
  path: string;
  to?: string;
  count: number | undefined;
  failed: boolean;
  detail?: string | undefined;
}

function ContentCard({ label, to, count, failed, detail }: Card & { to: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, height: '100%' }}>
        <Typography component="h2" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 700 }} data-testid="count">
          {count ?? (failed ? '–' : <Skeleton width={48} aria-label={`${label}: loading`} />)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {failed ? 'Could not be counted' : (detail ?? ' ')}
        </Typography>
      </CardActionArea>
    </Paper>
  );
}

const counted = <T,>(q: { data?: T[] | undefined; isError: boolean }, detail?: (rows: T[]) => string) => ({
  count: q.data?.length,
  failed: q.isError && !q.data,
  detail: q.data && detail ? detail(q.data) : undefined,
});

/** Every content type with its live count (each a live list of the back office's entity layer,
 *  or for a windowed entity a server count redone as its newest records change, so the numbers
 *  move as records are added or removed), linking to its page. Cards for sections
 *  the role cannot open are left out (and their lists never opened). */
export function ContentCards({ role, mayOpen }: { role: StaffRole; mayOpen: SectionProps['mayOpen'] }) {
  const admin = role === 'admin';
  const blog = APIS.blog.useList();
  const cases = APIS.caseStudies.useList();
  const team = APIS.team.useList();
  const faqs = APIS.faq.useList();
  const media = APIS.media.useList();
  const community = APIS.community.useList();
  const social = APIS.social.useList(undefined, { skip: !admin });
  // Resources are listed in windows (EntityDef.window): counted by the server, not by a list.
  const resources = APIS.resources.useCount!();
  const activeResources = APIS.resources.useCount!({ where: [['active', '==', true]], shared: true });
  const cards: Card[] = [
    { label: 'Blog posts', path: 'blog', ...counted(blog, (r) => `${r.filter((p) => p.published).length} published`) },
    {
      label: 'Case studies',
      path: 'case-studies',
      ...counted(cases, (r) => `${r.filter((c) => c.published).length} published`),
    },
    { label: 'Team members', path: 'team', ...counted(team, () => 'On the company page') },
    {
      label: 'FAQs',
      path: 'faq',
      ...counted(faqs, (r) => `${new Set(r.map((f) => f.category)).size} categories`),
    },
    { label: 'Media files', path: 'media', ...counted(media) },
    {
      label: 'Community discussions',
      path: 'community',
      ...counted(community, (r) => `${r.filter((p) => p.hidden || p.deleted).length} hidden or deleted`),
    },
    {
      label: 'Social links',
      path: 'social-media',
      ...counted(social, (r) => `${r.filter((l) => l.enabled).length} shown in the footer`),
    },
    {
      label: 'Resources',
      path: 'content',
      to: '/admin/content?tab=resources',
      count: resources.data,
      failed: resources.isError && resources.data === undefined,
      detail: activeResources.data === undefined ? undefined : `${activeResources.data} active`,
    },
  ];
  const shown = cards.filter((c) => mayOpen(c.path));
  return (
    <Box
      component="ul"
      aria-label="Content types"
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      {shown.map((c) => (
        <ContentCard key={c.label} {...c} to={c.to ?? `/admin/${c.path}`} />
      ))}
    </Box>
  );
}
