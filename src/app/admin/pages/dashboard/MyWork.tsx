// A contributor's dashboard (issue 22): their own posts and case studies with where each stands
// (Draft, In review, Changes requested, Published), each linking to its panel. The queries are the
// ones their Blog and Case studies pages run (their own records: the rules allow no other).
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTimeTick } from '@/components/admin/useTimeTick';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { EntityApi } from '@/lib/entity';
import { articleStatus, articleStatusChangesAt, STATUS_LABEL, type ReviewState } from '@/lib/schema/article';
import { APIS } from '../../apis';
import { ENTITIES } from '../../entities';
import { ago, Panel } from './Panel';

interface Own {
  id: string;
  title: string;
  published: boolean;
  publishedAt: string | null;
  unpublishAt?: string | null;
  review?: ReviewState;
  updatedAt?: string | null;
}

/** One panel per content type a contributor writes. */
export function MyWork({ uid }: { uid: string }) {
  return (
    <>
      <MyList kind="blog" path="blog" uid={uid} />
      <MyList kind="caseStudies" path="case-studies" uid={uid} />
    </>
  );
}

function MyList({ kind, path, uid }: { kind: 'blog' | 'caseStudies'; path: string; uid: string }) {
  const def = ENTITIES[kind];
  const owner = def.contributions!.owner;
  const api = APIS[kind] as unknown as EntityApi<Own, object>;
  const list = api.useList({ where: [[owner, '==', uid]] });
  const rows = useMemo(() => (list.data ?? []).slice(0, 8), [list.data]);
  // Re-rendered when a shown post's publish or unpublish time comes: its status is read anew.
  useTimeTick(rows, articleStatusChangesAt);
  return (
    <Panel title={`My ${def.plural.toLowerCase()}`} to={`/admin/${path}`} linkLabel={def.plural}>
      {list.isLoading && <Skeleton variant="rounded" height={120} />}
      {list.isError && (
        <RetryAlert onRetry={list.refetch}>Your {def.plural.toLowerCase()} could not be loaded.</RetryAlert>
      )}
      {list.data?.length === 0 && (
        <Typography color="text.secondary">
          None yet.{' '}
          <RouterLink to={`/admin/${path}?edit=new`}>{def.newLabel ?? `Add ${def.singular.toLowerCase()}`}</RouterLink>
        </Typography>
      )}
      <List dense disablePadding aria-label={`My ${def.plural.toLowerCase()}`}>
        {rows.map((r) => (
          <ListItem key={r.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/admin/${path}?edit=${encodeURIComponent(r.id)}`}
              sx={{ borderRadius: 1, gap: 1 }}
            >
              <ListItemText
                primary={r.title}
                secondary={`Updated ${ago(r.updatedAt)}`}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
              <Chip size="small" label={STATUS_LABEL[articleStatus(r)]} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Panel>
  );
}
