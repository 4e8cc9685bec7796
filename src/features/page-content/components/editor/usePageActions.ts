import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useAuth } from '@/features/auth/use-auth';
import { useAppDispatch } from '@/lib/data/hooks';
import { usePublishPageMutation } from '../../api';
import { draftReplaced, saveDraft, selectSaving } from '../../pageContentSlice';
import { sectionsFromForm, type PageForm } from '../../schema';
import type { PageContent, PageId } from '../../types';
import { today } from './pageLabels';

/** Save (local draft, simulated 1 s) and Publish (page + revision) for the page form. */
export function usePageActions(pageId: PageId, form: UseFormReturn<PageForm>, base: PageContent) {
  const dispatch = useAppDispatch();
  const { user } = useAuth();
  const saving = useSelector(selectSaving) === pageId;
  const [publishPage, { isLoading: publishing }] = usePublishPageMutation();
  const [saved, setSaved] = useState(false);
  const [publishFailed, setPublishFailed] = useState(false);
  const { isDirty } = form.formState;

  /** Edited content is dated today; unchanged content keeps its date. */
  const contentOf = (values: PageForm, changed: boolean): PageContent => ({
    sections: sectionsFromForm(values),
    lastUpdated: changed ? today() : base.lastUpdated,
  });

  const save = form.handleSubmit(async (values) => {
    setSaved(false);
    dispatch(draftReplaced({ pageId, content: contentOf(values, true) }));
    form.reset(values);
    await dispatch(saveDraft(pageId));
    setSaved(true);
  });

  const publish = form.handleSubmit(async (values) => {
    if (!user) return;
    setPublishFailed(false);
    try {
      await publishPage({ pageId, content: contentOf(values, isDirty), user }).unwrap();
      form.reset(values);
    } catch {
      setPublishFailed(true); // what was typed stays in the form
    }
  });

  return {
    save,
    publish,
    saving,
    publishing,
    saved: saved && !isDirty,
    publishFailed,
    signedIn: user !== null,
  };
}
