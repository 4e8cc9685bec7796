import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAppDispatch } from '@/lib/data/hooks';
import { draftDiscarded } from '../../pageContentSlice';
import { pageFormSchema, pageToForm, sectionsFromForm, type PageForm as PageFormValues } from '../../schema';
import type { PageContent, PageId } from '../../types';
import { ConfirmDialog } from '@/components/admin/ConfirmDialog';
import { ConflictNotice } from '@/components/admin/ConflictNotice';
import { reapply } from '@/lib/entity/conflict';
import { useListPageRevisionsQuery } from '../../editor-api';
import type { PublishedPage } from '../../parse';
import { EditorActions, type ContentSource } from './EditorActions';
import { PAGE_LABELS } from './pageLabels';
import { PreviewDialog } from './preview/PreviewDialog';
import { RevisionList } from './RevisionList';
import { SectionEditor, sectionFields } from './SectionEditor';
import { usePageActions } from './usePageActions';

export interface PageFormProps {
  pageId: PageId;
  /** Where the page is shown to visitors (null: no public route). */
  publicPath: string | null;
  /** What the editor starts from: the local draft, else the published copy, else the defaults. */
  base: PageContent;
  source: ContentSource;
  defaults: PageContent;
  /** Start again from the store (after a discard or a restore). */
  onReset: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The published revision the editor starts from ('' when none). */
  startedFrom: string;
  /** The published page now (live): a revision other than ours is someone else's publish. */
  published: PublishedPage | null;
}

/** The sections of one page in a form, with its toolbar, preview and revisions. */
export function PageForm({
  pageId,
  publicPath,
  base,
  source,
  defaults,
  onReset,
  onDirtyChange,
  startedFrom,
  published,
}: PageFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm<PageFormValues>({
    defaultValues: pageToForm(base),
    resolver: zodResolver(pageFormSchema),
    mode: 'onChange',
  });
  const { isDirty, isValid } = form.formState;
  const actions = usePageActions(pageId, form, base, startedFrom);
  const theirs = published?.revisionId ?? '';
  // (Our own publish in flight shows in the live page before it resolves: not someone else's.)
  const stale = published !== null && theirs !== actions.basedOn && !actions.publishing;
  const revisions = useListPageRevisionsQuery(pageId, { skip: !stale });
  const change = revisions.data?.find((r) => r.id === theirs);
  const startedSections = revisions.data?.find((r) => r.id === actions.basedOn)?.sections;
  const theirSections = startedSections
    ? Object.keys({ ...startedSections, ...published?.sections }).filter(
        (name) => JSON.stringify(startedSections[name] ?? null) !== JSON.stringify(published?.sections[name] ?? null),
      )
    : [];
  const reapplyMine = () => {
    // Mine on top of theirs: each field I changed since the revision I started from is mine, the
    // rest theirs (without that revision at hand, mine wins throughout).
    const from = revisions.data?.find((r) => r.id === actions.basedOn)?.sections;
    const mine = sectionsFromForm(form.getValues());
    const merged = from ? reapplySections(from, mine, published?.sections ?? {}) : mine;
    form.reset(pageToForm({ sections: merged, lastUpdated: base.lastUpdated }), { keepDefaultValues: true });
    actions.rebase(theirs);
  };
  const [fields] = useState(() => sectionFields(defaults.sections, base.sections));
  const [preview, setPreview] = useState<PageContent | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const hasDraft = source === 'draft';

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  // Content saved by an older version may break today's limits: show that at once.
  useEffect(() => void form.trigger(), [form]);

  const discard = () => {
    setConfirmDiscard(false);
    dispatch(draftDiscarded(pageId));
    onReset();
  };

  return (
    <FormProvider {...form}>
      <Stack spacing={2}>
        {stale && (
          <ConflictNotice
            singular="page"
            change={change ? { byName: change.publishedByName, at: change.publishedAt } : null}
            theirFields={theirSections.map((name) => `the ${name} section`)}
            bothFields={[]}
            onKeepTheirs={discard}
            onReapply={reapplyMine}
          />
        )}
        <EditorActions
          source={source}
          dirty={isDirty}
          valid={isValid}
          canDiscard={hasDraft || isDirty}
          saving={actions.saving}
          saved={actions.saved}
          publishing={actions.publishing}
          publishFailed={actions.publishFailed}
          signedIn={actions.signedIn}
          onSave={() => void actions.save()}
          onPublish={() => void actions.publish()}
          onDiscard={() => setConfirmDiscard(true)}
          onPreview={() => setPreview({ sections: sectionsFromForm(form.getValues()), lastUpdated: base.lastUpdated })}
        />
        <Box
          component="form"
          noValidate
          aria-label={`${PAGE_LABELS[pageId]} page content`}
          onSubmit={(e) => void actions.save(e)}
        >
          <Stack spacing={2}>
            {Object.keys(fields).map((name, i) => (
              <SectionEditor key={name} name={name} fields={fields[name]!} defaultExpanded={i === 0} />
            ))}
          </Stack>
        </Box>
        <RevisionList pageId={pageId} needsConfirm={hasDraft || isDirty} onRestored={onReset} />
      </Stack>
      <ConfirmDialog
        open={confirmDiscard}
        title="Discard draft?"
        text={`Your unpublished changes to the ${PAGE_LABELS[pageId]} page will be lost and the editor returns to the published copy.`}
        confirmLabel="Discard"
        destructive
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      />
      <PreviewDialog pageId={pageId} path={publicPath} content={preview} onClose={() => setPreview(null)} />
    </FormProvider>
  );
}

/** Section by section, field by field: mine where I changed it since `base`, else theirs. */
function reapplySections(
  base: PageContent['sections'],
  mine: PageContent['sections'],
  theirs: PageContent['sections'],
): PageContent['sections'] {
  const out: PageContent['sections'] = {};
  for (const name of new Set([...Object.keys(theirs), ...Object.keys(mine)])) {
    const [b, m, t] = [base[name] ?? {}, mine[name] ?? {}, theirs[name] ?? {}] as Record<string, unknown>[];
    const fields = [...new Set([...Object.keys(b!), ...Object.keys(m!), ...Object.keys(t!)])];
    out[name] = reapply(fields, b!, m!, t!) as PageContent['sections'][string];
  }
  return out;
}
