import { articleStatus, slugify, STATUS_LABEL, UNPUBLISH_BEFORE_PUBLISH } from '@/lib/schema';
import { companionOps, liveFields, removalOps } from './entity-companions';
import { contributorActions, publicationActions } from './entity-actions';
import { isOwnDraft } from './entity';

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
  it('is ended once a published article’s unpublish time has passed (issue 21)', () => {
    const live = { published: true, publishedAt: '2026-01-01T00:00:00Z' };
    expect(articleStatus({ ...live, unpublishAt: '2026-01-01T12:00:00Z' }, now)).toBe('ended');
    expect(articleStatus({ ...live, unpublishAt: '2026-01-01T12:00:01Z' }, now)).toBe('published');
    expect(articleStatus({ ...live, unpublishAt: null }, now)).toBe('published');
    expect(STATUS_LABEL.ended).toBe('Ended');
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
    expect(act('Submit for review').apply(back, now)).toEqual({ ...draft, unpublishAt: null, review: 'in_review' });
    expect(act('Save draft').apply(back, now)).toEqual({ ...back, unpublishAt: null });
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
  const actions = publicationActions<{
    title: string;
    published: boolean;
    publishedAt: string | null;
    unpublishAt?: string | null;
  }>();
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
    expect(act('Unpublish').apply({ ...draft, published: true, publishedAt: 'x' }, now)).toEqual({
      ...draft,
      unpublishAt: null,
    });
  });
  it('publishes now only before the unpublish date; a draft saved keeps neither date (issue 21)', () => {
    const ending = { ...draft, unpublishAt: '2026-01-01T11:00:00Z' };
    expect(act('Publish').apply(ending, now)).toEqual({ field: 'unpublishAt', message: UNPUBLISH_BEFORE_PUBLISH });
    expect(act('Publish').apply({ ...ending, unpublishAt: '2026-01-02T00:00:00Z' }, now)).toMatchObject({
      published: true,
      publishedAt: '2026-01-01T12:00:00.000Z',
      unpublishAt: '2026-01-02T00:00:00Z',
    });
    expect(act('Save draft').apply(ending, now)).toMatchObject({ publishedAt: null, unpublishAt: null });
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
        options: { dates: ['publishAt', 'unpublishAt'] },
      },
      {
        op: 'add',
        path: 'blog_posts/p1/revisions',
        data: { values: { title: 'T', slug: 'new' }, savedBy: 'u1', savedByName: 'Eddie' },
        options: { serverTimestamps: ['savedAt'] },
      },
    ]);
  });
  it('names the unpublish time in the schedule entry, or null (issue 21)', () => {
    const ending = { ...def, publication: { ...def.publication, until: 'unpublishAt' } };
    const data = { slug: 'new', published: true, publishedAt: '2026-01-02T00:00:00Z' };
    const entry = (d: Record<string, unknown>) =>
      companionOps(ending, 'p1', d, null, user).find((o) => o.path === 'schedule/blog_posts__p1');
    expect(entry({ ...data, unpublishAt: '2026-02-01T00:00:00Z' })).toMatchObject({
      data: { collection: 'blog_posts', publishAt: '2026-01-02T00:00:00Z', unpublishAt: '2026-02-01T00:00:00Z' },
    });
    expect(entry({ ...data, unpublishAt: null })).toMatchObject({ data: { unpublishAt: null } });
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

describe('live: the server\'s "public now", which a staff save may only clear', () => {
  const def = { collection: 'blog_posts', publication: { flag: 'published', at: 'publishedAt' } };
  const stored = { id: 'p1', published: true, publishedAt: '2026-01-02T00:00:00.000Z' };

  it('is left alone by a save that keeps the article published at the same time', () => {
    expect(liveFields(def, { title: 'New', published: true, publishedAt: '2026-01-02T00:00:00Z' }, stored)).toEqual({});
  });
  it('is cleared by Unpublish and by a new time (the server sets it again when that time comes)', () => {
    expect(liveFields(def, { published: false, publishedAt: null }, stored)).toEqual({ live: false });
    expect(liveFields(def, { published: true, publishedAt: '2026-02-01T00:00:00Z' }, stored)).toEqual({ live: false });
    expect(liveFields(def, { published: false, publishedAt: null }, null)).toEqual({ live: false });
  });
  it('is cleared by a save with an unpublish time already past (issue 21)', () => {
    const ending = { ...def, publication: { ...def.publication, until: 'unpublishAt' } };
    const saved = { published: true, publishedAt: '2026-01-02T00:00:00Z' };
    expect(liveFields(ending, { ...saved, unpublishAt: '2020-01-01T00:00:00Z' }, stored)).toEqual({ live: false });
    expect(liveFields(ending, { ...saved, unpublishAt: '2999-01-01T00:00:00Z' }, stored)).toEqual({});
    expect(liveFields(ending, { ...saved, unpublishAt: null }, stored)).toEqual({});
  });
  it('is not written for a draft, nor for records without publication', () => {
    const draft = { id: 'p1', published: false, publishedAt: null };
    expect(liveFields(def, { published: true, publishedAt: '2026-01-02T00:00:00Z' }, draft)).toEqual({});
    expect(liveFields({ collection: 'faqs' }, { question: 'Q' }, { id: 'f1' })).toEqual({});
  });
});
