import { articleStatus, slugify } from '@/lib/schema';
import { companionOps, removalOps } from './entity-companions';
import { contributorActions, publicationActions } from './entity-actions';
import { isOwnDraft } from './entity';
import { type Backend, CLOCK_SKEW_MS, listenPublic, type PlainDoc, type QuerySpec, REOPEN_AFTER_MS } from '@/lib/data';

describe('slugify', () => {
  it('makes a URL slug from a title', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('  Déjà vu: Ünïcode — and   spaces ')).toBe('deja-vu-unicode-and-spaces');
    expect(slugify('---')).toBe('');
    expect(slugify('x'.repeat(200))).toHaveLength(120);
    expect(slugify(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119)); // no trailing hyphen
  });
});

describe('article status', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('is draft, scheduled or published from the flag and the time', () => {
    expect(articleStatus({ published: false, publishedAt: null }, now)).toBe('draft');
    expect(articleStatus({ published: true, publishedAt: '2026-01-01T12:00:01Z' }, now)).toBe('scheduled');
    expect(articleStatus({ published: true, publishedAt: '2026-01-01T11:59:59Z' }, now)).toBe('published');
  });
  it('tells a draft in review, or sent back, from a plain draft (issue 22)', () => {
    expect(articleStatus({ published: false, publishedAt: null, review: 'in_review' }, now)).toBe('in_review');
    expect(articleStatus({ published: false, publishedAt: null, review: 'changes_requested' }, now)).toBe(
      'changes_requested',
    );
  });
});

describe('review (issue 22)', () => {
  type V = {
    title: string;
    published: boolean;
    publishedAt: string | null;
    review?: 'in_review' | 'changes_requested';
    reviewNote?: string;
  };
  const now = Date.parse('2026-01-01T12:00:00Z');
  const mine = contributorActions<V>();
  const shown = (v: V) => mine.filter((a) => !a.when || a.when(v, 'edit')).map((a) => a.label);
  const act = (label: string) => mine.find((a) => a.label === label)!;
  const draft: V = { title: 'T', published: false, publishedAt: null };

  it('a contributor saves drafts and submits them; never publishes', () => {
    expect(shown(draft)).toEqual(['Save draft', 'Submit for review']);
    expect(shown({ ...draft, review: 'in_review' })).toEqual(['Save draft']);
    expect(shown({ ...draft, review: 'changes_requested', reviewNote: 'Add figures' })).toEqual([
      'Save draft',
      'Submit for review',
    ]);
    for (const a of mine)
      expect(a.apply({ ...draft, published: true, publishedAt: 'x' }, now)).toMatchObject({
        published: false,
        publishedAt: null,
      });
  });
  it('submitting again clears the note; saving a sent-back draft keeps it', () => {
    const back: V = { ...draft, review: 'changes_requested', reviewNote: 'Add figures' };
    expect(act('Submit for review').apply(back, now)).toEqual({ ...draft, review: 'in_review' });
    expect(act('Save draft').apply(back, now)).toEqual(back);
  });
  it("an editor's publish, schedule or unpublish ends the review", () => {
    const waiting: V = { ...draft, review: 'in_review', reviewNote: 'old' };
    const editor = publicationActions<V>();
    const publish = editor.find((a) => a.label === 'Publish')!.apply(waiting, now) as V;
    expect(publish.review).toBeUndefined();
    expect(publish.reviewNote).toBeUndefined();
    expect(publish.published).toBe(true);
    const saveDraft = editor.find((a) => a.label === 'Save draft')!.apply(waiting, now) as V;
    expect(saveDraft.review).toBe('in_review');
  });
  it('a contributor may save only their own unpublished record', () => {
    const def = { contributions: { owner: 'ownerUid' }, publication: { flag: 'published' } };
    expect(isOwnDraft(def, { ownerUid: 'u1', published: false }, 'u1')).toBe(true);
    expect(isOwnDraft(def, { ownerUid: 'u1', published: true }, 'u1')).toBe(false);
    expect(isOwnDraft(def, { ownerUid: 'u2', published: false }, 'u1')).toBe(false);
    expect(isOwnDraft(def, { published: false }, undefined)).toBe(false);
    expect(isOwnDraft({}, { ownerUid: 'u1', published: false }, 'u1')).toBe(false);
  });
});

describe('publication actions', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const actions = publicationActions<{ title: string; published: boolean; publishedAt: string | null }>();
  const shown = (v: { published: boolean; publishedAt: string | null }) =>
    actions.filter((a) => !a.when || a.when(v, 'edit')).map((a) => a.label);
  const act = (label: string) => actions.find((a) => a.label === label)!;
  const draft = { title: 'T', published: false, publishedAt: null };

  it('offers Save draft, Schedule and Publish for a draft; Save changes and Unpublish once live', () => {
    expect(shown(draft)).toEqual(['Save draft', 'Schedule', 'Publish']);
    expect(shown({ published: true, publishedAt: '2020-01-01T00:00:00Z' })).toEqual(['Save changes', 'Unpublish']);
    expect(shown({ published: true, publishedAt: '2999-01-01T00:00:00Z' })).toEqual([
      'Save changes',
      'Publish now',
      'Unpublish',
    ]);
  });
  it('publishes now, schedules only a future time, and unpublishes', () => {
    expect(act('Publish').apply(draft, now)).toEqual({
      ...draft,
      published: true,
      publishedAt: '2026-01-01T12:00:00.000Z',
    });
    expect(act('Schedule').apply({ ...draft, publishedAt: '2026-01-01T11:00:00Z' }, now)).toEqual({
      field: 'publishedAt',
      message: 'Choose a publish date in the future to schedule',
    });
    expect(act('Schedule').apply({ ...draft, publishedAt: '2026-01-02T00:00:00Z' }, now)).toEqual({
      ...draft,
      published: true,
      publishedAt: '2026-01-02T00:00:00Z',
    });
    expect(act('Unpublish').apply({ ...draft, published: true, publishedAt: 'x' }, now)).toEqual(draft);
  });
});

describe('companion writes', () => {
  const def = {
    collection: 'blog_posts',
    write: { dates: ['publishedAt'] },
    uniqueSlug: 'slug',
    publication: { flag: 'published', at: 'publishedAt' },
    revisions: true,
  };
  const user = { uid: 'u1', email: 'e@x.co', displayName: 'Eddie' };

  it('claims the slug, writes the schedule and a revision (without the publication fields)', () => {
    const data = { title: 'T', slug: 'new', published: true, publishedAt: '2026-01-02T00:00:00Z' };
    expect(companionOps(def, 'p1', data, null, user)).toEqual([
      { op: 'set', path: 'slugs/blog_posts__new', data: { collection: 'blog_posts', recordId: 'p1' } },
      {
        op: 'set',
        path: 'schedule/blog_posts__p1',
        data: { collection: 'blog_posts', publishAt: '2026-01-02T00:00:00Z' },
        options: { dates: ['publishAt'] },
      },
      {
        op: 'add',
        path: 'blog_posts/p1/revisions',
        data: { values: { title: 'T', slug: 'new' }, savedBy: 'u1', savedByName: 'Eddie' },
        options: { serverTimestamps: ['savedAt'] },
      },
    ]);
  });
  it('keeps a renamed slug (the old URL redirects) and clears the schedule of a draft', () => {
    const ops = companionOps(def, 'p1', { slug: 'b', published: false, publishedAt: null }, { slug: 'a' }, user);
    expect(ops.slice(0, 2)).toEqual([
      { op: 'set', path: 'slugs/blog_posts__b', data: { collection: 'blog_posts', recordId: 'p1' } },
      { op: 'delete', path: 'schedule/blog_posts__p1' },
    ]);
    expect(ops.some((o) => o.path === 'slugs/blog_posts__a')).toBe(false);
  });
  it('frees the slug and the schedule with the record', () => {
    expect(removalOps(def, 'p1', { slug: 'a' })).toEqual([
      { op: 'delete', path: 'slugs/blog_posts__a' },
      { op: 'delete', path: 'schedule/blog_posts__p1' },
    ]);
  });
});

describe('listenPublic: a public list that follows the schedule', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens the query again, with a later bound, when a scheduled time has come', () => {
    let now = Date.parse('2026-01-01T12:00:00Z');
    const clock = { now: () => now };
    const opened: Date[] = [];
    let schedule: (docs: PlainDoc[]) => void = () => {};
    const backend = {
      listenQuery: (path: string, spec: QuerySpec, next: (d: PlainDoc[]) => void) => {
        if (path === 'schedule') schedule = next;
        else opened.push(spec.where![1]![2] as Date);
        return () => {};
      },
    } as unknown as Backend;
    const stop = listenPublic(
      backend,
      'blog_posts',
      (bound) => ({
        where: [
          ['published', '==', true],
          ['publishedAt', '<=', bound],
        ],
      }),
      () => {},
      () => {},
      clock,
    );
    expect(opened.map((d) => d.getTime())).toEqual([now - CLOCK_SKEW_MS]);

    const at = now + 10_000;
    schedule([{ id: 'blog_posts__p', publishAt: new Date(at).toISOString() }]);
    now = at + REOPEN_AFTER_MS - 1;
    jest.advanceTimersByTime(10_000 + REOPEN_AFTER_MS - 1);
    expect(opened).toHaveLength(1); // not yet
    now += 1;
    jest.advanceTimersByTime(1);
    expect(opened).toHaveLength(2);
    expect(opened[1]!.getTime()).toBeGreaterThanOrEqual(at);
    jest.advanceTimersByTime(60_000);
    expect(opened).toHaveLength(2); // nothing else is due
    stop();
  });
});

describe('listenPublic: a refused time bound', () => {
  it('is retried further back, so the list still shows what is certainly public', () => {
    const bounds: number[] = [];
    const backend = {
      listenQuery: (
        path: string,
        spec: QuerySpec,
        _next: unknown,
        error: (e: { code: string; message: string }) => void,
      ) => {
        if (path !== 'schedule') {
          bounds.push((spec.where![1]![2] as Date).getTime());
          if (bounds.length < 3) error({ code: 'permission-denied', message: 'refused' });
        }
        return () => {};
      },
    } as unknown as Backend;
    const now = Date.parse('2026-01-01T12:00:00Z');
    const failed = jest.fn();
    listenPublic(
      backend,
      'blog_posts',
      (bound) => ({
        where: [
          ['published', '==', true],
          ['publishedAt', '<=', bound],
        ],
      }),
      () => {},
      failed,
      { now: () => now },
    );
    expect(bounds).toEqual([now - CLOCK_SKEW_MS, now - 60_000, now - 3_600_000]);
    expect(failed).not.toHaveBeenCalled();
  });
});
