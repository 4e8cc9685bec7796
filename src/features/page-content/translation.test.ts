// A page translation's save (issue 41): what is stored for the texts a translator edits, and the
// English source recorded with each, so that a later English change marks it outdated.
import { outdatedFields } from '@/lib/entity/translation';
import { flatTexts, pageTranslationWrite, translatableKeys, type PageTranslation } from './translation';
import type { PageContent } from './types';

const english: PageContent = {
  lastUpdated: '2026-12-01',
  sections: {
    hero: { title: 'Structural design', subtitle: 'Automated', stats: [{ label: 'Projects', value: '10' }] },
    cta: { title: 'Book a demo', buttonText: '' },
  },
};
const stored: PageTranslation = {
  sections: { hero: { title: 'Tragwerksplanung', subtitle: 'Automatisch' } },
  sourceSections: { hero: { title: 'Structural design', subtitle: 'Automatic' } },
  lastUpdated: '2026-11-20',
  rev: 3,
};
const keys = translatableKeys(english);

test('the texts to translate are the English sections’ non-empty texts, in order (no lists)', () => {
  expect(keys).toEqual(['hero.title', 'hero.subtitle', 'cta.title']);
});

test('a save keeps the recorded source of an untouched text, records the English now for an edited one, and removes an emptied one', () => {
  const values = { sections: { hero: { title: 'Tragwerksplanung', subtitle: '' }, cta: { title: ' Demo buchen ' } } };
  const write = pageTranslationWrite(keys, values, stored, english, new Set());
  expect(write.sections).toEqual({ hero: { title: 'Tragwerksplanung' }, cta: { title: 'Demo buchen' } });
  expect(write.sourceSections).toEqual({ hero: { title: 'Structural design' }, cta: { title: 'Book a demo' } });
});

test('an outdated text stays outdated until edited or kept as it is', () => {
  const outdated = (t: PageTranslation) =>
    outdatedFields(keys, flatTexts(english.sections), {
      ...flatTexts(t.sections),
      sourceTexts: flatTexts(t.sourceSections),
    });
  expect(outdated(stored)).toEqual(['hero.subtitle']);
  const values = { sections: { hero: { title: 'Tragwerksplanung', subtitle: 'Automatisch' }, cta: { title: '' } } };
  const untouched = pageTranslationWrite(keys, values, stored, english, new Set());
  expect(outdated({ ...stored, ...untouched })).toEqual(['hero.subtitle']);
  const kept = pageTranslationWrite(keys, values, stored, english, new Set(['hero.subtitle']));
  expect(outdated({ ...stored, ...kept })).toEqual([]);
});
