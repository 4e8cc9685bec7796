// The article translations' pure logic (src/lib/entity/translation.ts) on the real blog and case-study
// definitions: localized fields and their bounds, outdated fields, progress, the word diff, the save's batch.
import { blogEntity as blog } from '@/features/blog/entity';
import { caseStudyEntity as caseStudy } from '@/features/case-studies/entity';
import type { EntityDef } from '@/lib/entity';
import { z } from '@/lib/schema/zod';
import {
  localizedFields,
  outdatedFields,
  progressText,
  trackedFields,
  translationInput,
  translationOps,
  translationProgress,
  translationState,
  wordDiff,
  type Translation,
} from '@/lib/entity/translation';

// The definitions as the entity layer takes them (as src/app/admin/entities.ts lists them).
const blogEntity = blog as unknown as EntityDef<{ id: string }>;
const caseStudyEntity = caseStudy as unknown as EntityDef<{ id: string }>;
const tracked = trackedFields(blogEntity);
const record = { id: 'p1', title: 'Eurocode 2 checks in minutes', excerpt: 'Fast checks', body: 'Body' };
const translation = (over: Partial<Translation> = {}): Translation => ({
  id: 'de',
  locale: 'de',
  title: 'Eurocode-2-Nachweise in Minuten',
  excerpt: 'Schnelle Nachweise',
  body: '',
  sourceTexts: { title: 'Eurocode 2 checks in minutes', excerpt: 'Fast checks' },
  published: false,
  publishedAt: null,
  rev: 1,
  ...over,
});

describe('localized fields', () => {
  it('are the ones the entities declare: blog posts six, case studies also challenge and solution', () => {
    expect(localizedFields(blogEntity).sort()).toEqual(
      ['body', 'excerpt', 'seoDescription', 'seoTitle', 'slug', 'title'].sort(),
    );
    expect(localizedFields(caseStudyEntity)).toEqual(expect.arrayContaining(['challenge', 'solution']));
    expect(tracked).not.toContain('slug');
  });

  it('have the English bounds in the translation form, and a published translation needs a date', () => {
    const input = translationInput(blogEntity);
    const ok = { title: 'T', slug: 'de-slug', published: false, publishedAt: null, unpublishAt: null };
    expect(z.safeParse(input, ok).success).toBe(true);
    expect(z.safeParse(input, { ...ok, title: 'x'.repeat(201) }).success).toBe(false);
    expect(z.safeParse(input, { ...ok, seoTitle: 'x'.repeat(71) }).success).toBe(false);
    expect(z.safeParse(input, { ...ok, slug: 'Not A Slug' }).success).toBe(false);
    const unscheduled = z.safeParse(input, { ...ok, published: true });
    expect(unscheduled.success).toBe(false);
    expect(unscheduled.error?.issues[0]?.path).toEqual(['publishedAt']);
  });
});

describe('outdated translations', () => {
  it('a translated field is outdated when its English text changed since it was saved', () => {
    expect(outdatedFields(tracked, record, translation())).toEqual([]);
    expect(outdatedFields(tracked, { ...record, title: 'Eurocode 2 checks in seconds' }, translation())).toEqual([
      'title',
    ]);
  });

  it('an empty translated field is never outdated (it is missing, and shows the English text)', () => {
    expect(outdatedFields(tracked, { ...record, body: 'New body' }, translation({ body: '' }))).toEqual([]);
  });

  it('a translated field saved without its source (written outside the editor) counts as outdated', () => {
    expect(outdatedFields(tracked, record, translation({ sourceTexts: { title: record.title } }))).toEqual(['excerpt']);
  });

  it('states: missing without a translation or its title, outdated, translated', () => {
    expect(translationState(tracked, record, null)).toBe('missing');
    expect(translationState(tracked, record, translation({ title: ' ' }))).toBe('missing');
    expect(translationState(tracked, { ...record, excerpt: 'Faster checks' }, translation())).toBe('outdated');
    expect(translationState(tracked, record, translation())).toBe('translated');
  });
});

describe('progress per language', () => {
  it('counts translated (outdated included), outdated and missing records', () => {
    const records = [
      record,
      { ...record, id: 'p2', title: 'Changed title' },
      { ...record, id: 'p3' },
      { ...record, id: 'p4' },
      { ...record, id: 'p5' },
    ];
    const byId: Record<string, Translation> = { p1: translation(), p2: translation() };
    const p = translationProgress(tracked, records, (id) => byId[id], 'de');
    expect(p).toEqual({ locale: 'de', total: 5, translated: 2, outdated: 1, missing: 3 });
    expect(progressText(p)).toBe('Deutsch: 2 of 5 translated, 1 outdated');
    expect(progressText({ ...p, locale: 'es', translated: 0, outdated: 0 })).toBe('Español: 0 of 5 translated');
  });
});

describe('word diff', () => {
  const text = (parts: ReturnType<typeof wordDiff>, kind: string) =>
    parts
      .filter((p) => p.kind === kind)
      .map((p) => p.text.trim())
      .join('|');

  it('names the words removed and added, keeping the rest', () => {
    const parts = wordDiff('Eurocode 2 checks in minutes', 'Eurocode 2 design checks in seconds');
    expect(text(parts, 'removed')).toBe('minutes');
    expect(text(parts, 'added')).toBe('design|seconds');
    // Reading the before side (same + removed) and the after side (same + added) gives both texts.
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('Eurocode 2 checks in minutes');
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('Eurocode 2 design checks in seconds');
  });

  it('equal texts are one unchanged part; from or to empty is all added or removed', () => {
    expect(wordDiff('same text', 'same text')).toEqual([{ kind: 'same', text: 'same text' }]);
    expect(wordDiff('', 'new words')).toEqual([{ kind: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ kind: 'removed', text: 'old words' }]);
  });

  it('a long body with one word changed keeps both sides whole', () => {
    const before = Array.from({ length: 5000 }, (_, i) => `w${i}`).join(' ');
    const after = before.replace('w2500', 'changed');
    const parts = wordDiff(before, after);
    expect(text(parts, 'removed')).toBe('w2500');
    expect(text(parts, 'added')).toBe('changed');
  });
});

describe('a translation save', () => {
  const values = {
    title: 'Titel',
    slug: 'titel',
    excerpt: '',
    body: 'Text',
    seoTitle: '',
    seoDescription: '',
    published: true,
    publishedAt: '2030-01-01T00:00:00.000Z',
    unpublishAt: null,
  };
  const user = { uid: 'u1', email: 'e@x.io', displayName: 'Ed' };

  it('writes the sources of its filled fields, its slug claim per language and its schedule entry', () => {
    const ops = translationOps(
      blogEntity,
      { id: 'p1', locale: 'de', values, sourceTexts: { title: 'Title', excerpt: 'Old', body: 'Body' }, stored: null },
      user,
    );
    const doc = ops[0]!;
    expect(doc).toMatchObject({ op: 'set', path: 'blog_posts/p1/translations/de' });
    expect((doc as { data: Record<string, unknown> }).data).toMatchObject({
      locale: 'de',
      title: 'Titel',
      sourceTexts: { title: 'Title', body: 'Body' },
      rev: 1,
      updatedBy: 'u1',
      published: true,
    });
    expect(ops.map((o) => `${o.op} ${o.path}`)).toEqual([
      'set blog_posts/p1/translations/de',
      'set slugs/blog_posts__de__titel',
      'set schedule/blog_posts__p1__de',
    ]);
  });

  it('an unpublished translation drops its schedule and leaves the site at once', () => {
    const stored = { ...translation(), rev: 3, published: true, publishedAt: '2020-01-01T00:00:00.000Z', live: true };
    const ops = translationOps(
      blogEntity,
      { id: 'p1', locale: 'de', values: { ...values, published: false, publishedAt: null }, sourceTexts: {}, stored },
      user,
    );
    expect(ops[0]).toMatchObject({ op: 'update', data: { rev: 4, live: false, published: false } });
    expect(ops[2]).toEqual({ op: 'delete', path: 'schedule/blog_posts__p1__de' });
  });
});
