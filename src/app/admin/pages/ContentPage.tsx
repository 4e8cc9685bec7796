import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminPage } from '@/components/admin/AdminPage';
import { EntityPage } from '@/components/admin/EntityPage';
import { PageSpinner } from '@/components/ui/PageSpinner';
import { lazyWithRetry } from '@/lib/util/lazy';
import { publicPathOf } from '../page-paths';
import { APIS } from '../apis';
import { ENTITIES } from '../entities';
import type { SectionProps } from '../section';
import { useUploader } from '../useUploader';
import { ContentCards } from './content/ContentCards';

const PageEditor = lazyWithRetry(() => import('@/features/page-content/components/editor/PageEditor'));

const TABS = [
  { value: 'pages', label: 'Pages' },
  { value: 'resources', label: 'Resources' },
] as const;

/** The content hub: a card per content type with its live count, then page copy (drafts, publish, revisions) and the resource library (the spec
 *  keeps /admin/resources a not-found route, so resources live here). The tab is in the URL. */
export default function ContentPage({ role, section, mayOpen }: SectionProps) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'resources' ? 'resources' : 'pages';
  const uploader = useUploader();
  return (
    <AdminPage title={section.label} description={section.description}>
      <ContentCards role={role} mayOpen={mayOpen} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, value: string) => setParams({ tab: value })} aria-label="Content">
          {TABS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`content-tab-${t.value}`}
              aria-controls="content-panel"
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="content-panel" aria-labelledby={`content-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'pages' ? (
          <Suspense fallback={<PageSpinner label="Loading the page editor" />}>
            <PageEditor publicPathOf={publicPathOf} />
          </Suspense>
        ) : (
          <EntityPage def={ENTITIES.resources} api={APIS.resources} role={role} uploader={uploader} embedded />
        )}
      </Box>
    </AdminPage>
  );
}
