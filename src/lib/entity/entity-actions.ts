// Presets of workflow buttons for entity forms (EntityDef.actions). Data only: labels, when each
// shows and the values it saves.
import type { EntityAction } from './entity';

type Publishable = { published: boolean; publishedAt: string | null };

const isLive = (v: Partial<Publishable>) => Boolean(v.published);
const isFuture = (iso: string | null | undefined, now: number) => Boolean(iso) && Date.parse(iso!) > now;

/**
 * Draft / Published / Scheduled, for records with `published` and `publishedAt`:
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
      apply: (v) => ({ ...v, published: false, publishedAt: null }),
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
          ? { ...v, published: true }
          : { field: 'publishedAt', message: 'Choose a publish date in the future to schedule' },
    },
    {
      label: 'Publish',
      primary: true,
      when: (v) => !isLive(v),
      apply: (v, now) => ({ ...v, published: true, publishedAt: new Date(now).toISOString() }),
    },
    {
      label: 'Publish now',
      when: (v) => isLive(v) && isFuture(v.publishedAt, Date.now()),
      apply: (v, now) => ({ ...v, published: true, publishedAt: new Date(now).toISOString() }),
    },
    {
      label: 'Unpublish',
      when: (v) => isLive(v),
      apply: (v) => ({ ...v, published: false, publishedAt: null }),
    },
  ];
}
