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
import { EditorActions, type ContentSource } from './EditorActions';
import { PAGE_LABELS } from './pageLabels';
import { PreviewDialog } from './preview/PreviewDialog';
import { RevisionList } from './RevisionList';
import { SectionEditor, sectionFields } from './SectionEditor';
import { usePageActions } from './usePageActions';

export interface PageFormProps {
  pageId: PageId;
  /** What the editor starts from: the local draft, else the published copy, else the defaults. */
  base: PageContent;
  source: ContentSource;
  defaults: PageContent;
  /** Start again from the store (after a discard or a restore). */
  onReset: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** The sections of one page in a form, with its toolbar, preview and revisions. */
export function PageForm({ pageId, base, source, defaults, onReset, onDirtyChange }: PageFormProps) {
  const dispatch = useAppDispatch();
  const form = useForm<PageFormValues>({
    defaultValues: pageToForm(base),
    resolver: zodResolver(pageFormSchema),
    mode: 'onChange',
  });
  const { isDirty, isValid } = form.formState;
  const actions = usePageActions(pageId, form, base);
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
      <PreviewDialog pageId={pageId} content={preview} onClose={() => setPreview(null)} />
    </FormProvider>
  );
}
