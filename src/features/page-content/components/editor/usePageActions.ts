import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { useAuth } from '@/features/auth/use-auth';
import { useAppDispatch } from '@/lib/data/hooks';
import { usePublishPageMutation } from '../../editor-api';
import { isConflict } from '@/lib/entity/conflict';
import { draftReplaced, saveDraft, selectSaving } from '../../pageContentSlice';
import { sectionsFromForm, type PageForm } from '../../schema';
import type { PageContent, PageId } from '../../types';
import { today } from './pageLabels';

/** Save (local draft, simulated 1 s) and Publish (page + revision) for the page form. */
export function usePageActions(pageId: PageId, form: UseFormReturn<PageForm>, base: PageContent, startedFrom: string) {
  // The published revision these edits are based on (issue 22): Publish names it; a newer one is
  // someone else's publish (a conflict), and our own publish moves it on.
  const [basedOn, setBasedOn] = useState(startedFrom);
  const [conflict, setConflict] = useState(false);
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
    dispatch(draftReplaced({ pageId, content: contentOf(values, true), basedOn }));
    form.reset(values);
    await dispatch(saveDraft(pageId));
    setSaved(true);
  });

  const publish = form.handleSubmit(async (values) => {
    if (!user) return;
    setPublishFailed(false);
    setConflict(false);
    try {
      const revisionId = await publishPage({ pageId, content: contentOf(values, isDirty), user, basedOn }).unwrap();
      setBasedOn(revisionId);
      form.reset(values);
    } catch (e) {
      setPublishFailed(true); // what was typed stays in the form
      setConflict(isConflict(e));
    }
  });

  return {
    save,
    publish,
    saving,
    publishing,
    saved: saved && !isDirty,
    publishFailed,
    conflict,
    basedOn,
    rebase: (revisionId: string) => {
      setBasedOn(revisionId);
      setConflict(false);
      setPublishFailed(false);
    },
    signedIn: user !== null,
  };
}
