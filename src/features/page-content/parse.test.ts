import { home } from './defaults/home';
import { defaultPages } from './defaults';
import { withDefaults } from './merge';
import { parsePublishedPage } from './parse';
import { pageSchema, pageToForm, sectionsFromForm } from './schema';
import { PAGE_IDS } from './types';
import { z } from '@/lib/schema/zod';

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
afterEach(() => warn.mockRestore());

const doc = (sections: unknown, over: Record<string, unknown> = {}) => ({
  id: 'home',
  sections,
  lastUpdated: '2025-03-01',
  publishedAt: '2025-03-01T10:00:00.000Z',
  publishedBy: 'u1',
  ...over,
});

describe('parsePublishedPage', () => {
  it('keeps well-formed sections as they are', () => {
    const page = parsePublishedPage(doc({ hero: { title: 'Hi', stats: [{ label: 'A', value: '1' }] } }));
    expect(page).toEqual({
      sections: { hero: { title: 'Hi', stats: [{ label: 'A', value: '1' }] } },
      lastUpdated: '2025-03-01',
      publishedAt: '2025-03-01T10:00:00.000Z',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it('null when nothing is published', () => {
    expect(parsePublishedPage(null)).toBeNull();
  });

  it.each([
    ['features as a string', { features: 'oops' }, 'features'],
    ['stats of numbers', { stats: [1, 2] }, 'stats'],
    ['a title that is a number', { title: 42 }, 'title'],
    ['a stat without its value', { stats: [{ label: 'Engineers' }] }, 'stats'],
    ['a legal item whose items are not strings', { legal: [{ heading: 'H', items: [{}] }] }, 'legal'],
    ['a title over its limit', { title: 'x'.repeat(201) }, 'title'],
  ])('drops and reports a malformed field: %s', (_name, section, field) => {
    const page = parsePublishedPage(doc({ hero: { subtitle: 'kept', ...section } }))!;
    expect(page.sections.hero).toEqual({ subtitle: 'kept' });
    expect(page.dropped).toEqual({ hero: [field] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`hero.${field}`), expect.anything());
  });

  it.each([
    ['a string', 'oops'],
    ['a list', [1]],
    ['null', null],
  ])('drops a section that is %s', (_name, value) => {
    const page = parsePublishedPage(doc({ hero: value, stats: { title: 'ok' } }))!;
    expect(page.sections).toEqual({ stats: { title: 'ok' } });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('sections that are not a map, and a lastUpdated that is not a string, give empty content', () => {
    expect(parsePublishedPage(doc('oops', { lastUpdated: 7, publishedAt: null }))).toEqual({
      sections: {},
      lastUpdated: '',
      publishedAt: null,
    });
  });

  it('ignores fields it does not know', () => {
    expect(parsePublishedPage(doc({ hero: { title: 'Hi', colour: 'red' } }))!.sections).toEqual({
      hero: { title: 'Hi' },
    });
  });
});

describe('withDefaults', () => {
  it('a published section replaces the default one; other sections keep their defaults', () => {
    const merged = withDefaults(home, parsePublishedPage(doc({ hero: { title: 'Published' } })));
    expect(merged.sections.hero).toEqual({ title: 'Published' });
    expect(merged.sections.stats).toBe(home.sections.stats);
    expect(merged.lastUpdated).toBe('2025-03-01');
  });

  it('a dropped field falls back to the default of that field only', () => {
    const merged = withDefaults(home, parsePublishedPage(doc({ stats: { title: 'Ours', stats: [1, 2] } })));
    expect(merged.sections.stats).toEqual({ title: 'Ours', stats: home.sections.stats!.stats });
  });

  it('nothing published: the defaults', () => {
    expect(withDefaults(home, null)).toBe(home);
  });
});

describe('page schema', () => {
  it.each(PAGE_IDS)('the default copy of %s is valid content', (pageId) => {
    const result = z.safeParse(pageSchema, defaultPages[pageId]);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('rejects over-limit text, too many rows and bad section names', () => {
    const bad = (sections: unknown) => !z.safeParse(pageSchema, { sections, lastUpdated: '' }).success;
    expect(bad({ hero: { title: 'x'.repeat(201) } })).toBe(true);
    expect(bad({ hero: { stats: Array(13).fill({ label: 'a', value: '1' }) } })).toBe(true);
    expect(bad({ 'hero section': {} })).toBe(true);
    expect(bad(Object.fromEntries([...Array(21)].map((_, i) => [`s${i}`, {}])))).toBe(true);
    expect(bad({ hero: { title: 'x'.repeat(200) } })).toBe(false);
  });
});

describe('form conversion', () => {
  it('round-trips every default page (legal points become rows and back)', () => {
    for (const id of PAGE_IDS)
      expect(sectionsFromForm(pageToForm(defaultPages[id]))).toEqual(defaultPages[id].sections);
  });

  it('leaves out fields the form never set (Firestore refuses undefined)', () => {
    const sections = sectionsFromForm({ sections: { hero: { title: 'Hi', content: undefined } } });
    expect(sections).toEqual({ hero: { title: 'Hi' } });
    expect('content' in sections.hero!).toBe(false);
  });
});
