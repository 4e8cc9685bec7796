// Presets of workflow buttons for entity forms (EntityDef.actions). Data only: labels, when each
// shows and the values it saves.
import type { EntityAction, EntityContributions } from './entity';
import { UNPUBLISH_BEFORE_PUBLISH } from '@/lib/schema/article';

type Publishable = { published: boolean; publishedAt: string | null; unpublishAt?: string | null };
type Reviewable = Publishable & {
  review?: 'in_review' | 'changes_requested' | undefined;
  reviewNote?: string | undefined;
};

/** An editor's decision ends a review: published, scheduled or unpublished, the record leaves the
 *  queue (its review state and note go). */
const settled = <I>(v: I): I => ({ ...v, review: undefined, reviewNote: undefined });

const isLive = (v: Partial<Publishable>) => Boolean(v.published);
const isFuture = (iso: string | null | undefined, now: number) => Boolean(iso) && Date.parse(iso!) > now;

/** Publishing now: the values with the publish time `now`, or the unpublish date's failure when it
 *  is not after it (the schema compares the two dates typed; this is the time the button sets). */
const publishedNow = <I extends Publishable>(v: I, now: number) =>
  v.unpublishAt && !isFuture(v.unpublishAt, now)
    ? { field: 'unpublishAt' as keyof I & string, message: UNPUBLISH_BEFORE_PUBLISH }
    : settled({ ...v, published: true, publishedAt: new Date(now).toISOString() });

/**
 * Draft / Published / Scheduled, for records with `published` and `publishedAt` (and an optional
 * `unpublishAt`, which goes with the publish date: a draft has neither):
 * - a draft (or a new record): Save draft, Schedule (its publish date must be in the future),
 *   Publish (now);
 * - published or scheduled: Save changes (status kept), Publish now (when scheduled), Unpublish.
 * With staged changes (EntityDef.staged), Save changes on a record visitors see now keeps the
 * values as a pending version, and Publish changes (shown while there is one) puts the form's
 * values live.
 */
export function publicationActions<I extends Publishable>(): EntityAction<I>[] {
  return [
    {
      label: 'Save draft',
      when: (v) => !isLive(v),
      apply: (v) => ({ ...v, published: false, publishedAt: null, unpublishAt: null }),
    },
    {
      label: 'Save changes',
      when: (v) => isLive(v),
      apply: (v) => v,
      staged: true,
    },
    {
      label: 'Publish changes',
      primary: true,
      when: (v, _mode, context) => isLive(v) && Boolean(context?.pending),
      apply: (v) => v,
    },
    {
      label: 'Schedule',
      when: (v) => !isLive(v),
      apply: (v, now) =>
        isFuture(v.publishedAt, now)
          ? settled({ ...v, published: true })
          : { field: 'publishedAt', message: 'Choose a publish date in the future to schedule' },
    },
    {
      label: 'Publish',
      primary: true,
      when: (v) => !isLive(v),
      apply: publishedNow,
    },
    {
      label: 'Publish now',
      when: (v) => isLive(v) && isFuture(v.publishedAt, Date.now()),
      apply: publishedNow,
    },
    {
      label: 'Unpublish',
      when: (v) => isLive(v),
      apply: (v) => settled({ ...v, published: false, publishedAt: null, unpublishAt: null }),
    },
  ];
}

/**
 * What a contributor gets instead (issue 22): their own drafts, never published by them.
 * - Save draft: saved as it stands (a submitted draft stays submitted, a sent-back one sent back);
 * - Submit for review (when not already waiting): into the editors' In review queue, the note of
 *   an earlier send-back cleared.
 * The rules refuse anything else from a contributor (firestore.rules isContribution).
 */
export function contributorActions<I extends Reviewable>(): EntityAction<I>[] {
  return [
    {
      label: 'Save draft',
      apply: (v) => ({ ...v, published: false, publishedAt: null, unpublishAt: null }),
    },
    {
      label: 'Submit for review',
      primary: true,
      when: (v) => v.review !== 'in_review',
      apply: (v) => ({
        ...v,
        published: false,
        publishedAt: null,
        unpublishAt: null,
        review: 'in_review',
        reviewNote: undefined,
      }),
    },
  ];
}

/** Articles' contributions: the owner field, the review fields, the contributor's buttons, and the
 *  publish and unpublish dates hidden from them (they cannot schedule). */
export function articleContributions<I extends Reviewable>(): EntityContributions<I> {
  return {
    owner: 'ownerUid',
    status: 'review' as keyof I & string,
    note: 'reviewNote' as keyof I & string,
    actions: contributorActions<I>(),
    staffOnlyFields: ['publishedAt' as keyof I & string, 'unpublishAt' as keyof I & string],
  };
}
