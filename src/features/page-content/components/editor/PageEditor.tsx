import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCallback, useState } from 'react';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locales';
import { useSelector } from 'react-redux';
import { registerToasts } from '@/lib/util/toasts';
import { useGetPublishedPageQuery } from '../../api';
import { pageContentToasts } from '../../editor-api';
import { defaultPages } from '../../defaults';
import { withDefaults } from '../../merge';
import { selectDraft, selectDraftBase } from '../../pageContentSlice';
import { PAGE_IDS, type PageId } from '../../types';
import type { ContentSource } from './EditorActions';
import { PAGE_LABELS } from './pageLabels';
import { PageForm } from './PageForm';
import { PageTranslationEditor } from './PageTranslationForm';

// The editor's toasts travel with it (the public bundle carries none).
registerToasts(pageContentToasts);

export interface PageEditorProps {
  /** Where a page is shown to visitors (null: no public route), from the app's route table. */
  publicPathOf: (pageId: PageId) => string | null;
}

/** The back office's page-content editor (the Pages tab of /admin/content): pick a page, edit its
 *  sections, save a local draft, preview, publish, restore an earlier revision; or pick another
 *  language and edit the page's texts in it beside the English (issue 41). */
export default function PageEditor({ publicPathOf }: PageEditorProps) {
  const [pageId, setPageId] = useState<PageId>('home');
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  // Bumped when the editor must start again from the store (discard, restore).
  const [epoch, setEpoch] = useState(0);
  const [dirty, setDirty] = useState(false);
  const published = useGetPublishedPageQuery(pageId);
  const draft = useSelector(selectDraft(pageId));
  const draftBase = useSelector(selectDraftBase(pageId));
  const publishedRevision = published.data?.revisionId ?? '';
  const defaults = defaultPages[pageId];
  const source: ContentSource = draft ? 'draft' : published.data ? 'published' : 'default';
  const base = withDefaults(defaults, draft ?? published.data);
  const reset = useCallback(() => setEpoch((n) => n + 1), []);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          id="page-picker"
          label="Page"
          value={pageId}
          onChange={(e) => setPageId(e.target.value as PageId)}
          disabled={dirty}
          helperText={dirty ? 'Save or discard your changes to switch pages.' : ' '}
          sx={{ width: 320, maxWidth: '100%' }}
        >
          {PAGE_IDS.map((id) => (
            <MenuItem key={id} value={id}>
              {PAGE_LABELS[id]}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={locale}
          aria-label="Language"
          disabled={dirty}
          onChange={(_e, next: Locale | null) => next && setLocale(next)}
          sx={{ mt: 1 }}
        >
          {LOCALES.map((l) => (
            <ToggleButton key={l.code} value={l.code} lang={l.code}>
              {l.nativeName}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {published.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void published.refetch()}>
              Retry
            </Button>
          }
        >
          The published copy could not be loaded; the editor shows the default copy.
        </Alert>
      )}
      {published.isLoading && (!draft || locale !== DEFAULT_LOCALE) ? (
        <CircularProgress aria-label="Loading the page" />
      ) : locale !== DEFAULT_LOCALE ? (
        <PageTranslationEditor
          pageId={pageId}
          locale={locale}
          english={withDefaults(defaults, published.data)}
          onDirtyChange={setDirty}
        />
      ) : (
        <PageForm
          key={`${pageId}:${epoch}`}
          pageId={pageId}
          publicPath={publicPathOf(pageId)}
          base={base}
          source={source}
          defaults={defaults}
          onReset={reset}
          onDirtyChange={setDirty}
          startedFrom={draft ? (draftBase ?? publishedRevision) : publishedRevision}
          published={published.data ?? null}
        />
      )}
    </Stack>
  );
}
