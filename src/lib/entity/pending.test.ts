import { publicationActions } from './entity-actions';
import { isPublicNow, pendingChangeSchema, pendingDoc, withPending } from './pending';
import { pendingPath } from '@/domain/document-keys';
import { z } from '@/lib/schema/zod';

const publication = { publication: { flag: 'published', at: 'publishedAt' } };
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('which saves are staged', () => {
  it('a record visitors can see now: published, its time passed', () => {
    expect(isPublicNow(publication, { published: true, publishedAt: '2026-02-01T00:00:00Z' }, NOW)).toBe(true);
  });
  it('not a draft, not a scheduled record, not an entity without publication', () => {
    expect(isPublicNow(publication, { published: false, publishedAt: null }, NOW)).toBe(false);
    expect(isPublicNow(publication, { published: true, publishedAt: '2026-04-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isPublicNow({}, { published: true, publishedAt: '2026-02-01T00:00:00Z' }, NOW)).toBe(false);
    expect(isPublicNow(publication, null, NOW)).toBe(false);
  });
});

describe('the buttons of a published record', () => {
  const live = { published: true, publishedAt: '2026-02-01T00:00:00Z' };
  const labels = (pending: boolean) =>
    publicationActions()
      .filter((a) => !a.when || a.when(live, 'edit', { pending }))
      .map((a) => a.label);
  it('Save changes (staged) and Unpublish; Publish changes only while a pending version exists', () => {
    expect(labels(false)).toEqual(['Save changes', 'Unpublish']);
    expect(labels(true)).toEqual(['Save changes', 'Publish changes', 'Unpublish']);
    const actions = publicationActions();
    expect(actions.find((a) => a.label === 'Save changes')?.staged).toBe(true);
    expect(actions.find((a) => a.label === 'Publish changes')?.staged).toBeUndefined();
    expect(actions.find((a) => a.label === 'Unpublish')?.staged).toBeUndefined();
  });
});

describe('the pending version', () => {
  it('is stored at pending_changes/{collection}__{id} with who saved it and the revisions', () => {
    expect(pendingPath('blog_posts', 'abc')).toBe('pending_changes/blog_posts__abc');
    expect(
      pendingDoc('blog_posts', 'abc', { title: 'New', seoTitle: undefined }, 3, 1, { uid: 'u1', name: 'Dana' }),
    ).toEqual({
      collection: 'blog_posts',
      recordId: 'abc',
      values: { title: 'New' },
      baseRev: 3,
      savedBy: 'u1',
      savedByName: 'Dana',
      rev: 1,
    });
  });
  it("fills the form: the record's values with the pending version's on top, nothing else added", () => {
    const pending = z.parse(pendingChangeSchema, {
      id: 'blog_posts__abc',
      collection: 'blog_posts',
      recordId: 'abc',
      values: { title: 'Pending title', views: 99 },
    });
    expect(withPending({ title: 'Live title', body: 'Live body' }, pending)).toEqual({
      title: 'Pending title',
      body: 'Live body',
    });
    expect(withPending({ title: 'Live title' }, null)).toEqual({ title: 'Live title' });
  });
});
