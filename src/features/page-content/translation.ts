// A page's translation (issue 41's data model: pages/{pageId}/translations/{locale} = { locale,
// sections, lastUpdated, publishedAt, sourceSections, rev }), as the back office edits it: each
// section's texts (title, subtitle, content, buttonText) per language, the English text each was
// translated from in `sourceSections` (the same sections shape), so a changed English text marks
// it outdated as an article's does (src/lib/entity/translation.ts). A field left empty reads the
// English one on the public page (./merge.ts withTranslation). A translation holds texts only: its
// lists (stats, features, ...) read the English page's (firestore.rules validTextSections keeps
// both maps within the rules' 1000 expressions). Pure: the editor and the tests share it.
import { sourceTextsOf } from '@/lib/entity/translation';
import { LIMITS } from './schema';
import type { PageContent, Section } from './types';

/** The texts of a section a translation edits, with the English field's bound. */
export const TRANSLATED_TEXTS = [
  { field: 'title', label: 'Title', max: LIMITS.title, multiline: false },
  { field: 'subtitle', label: 'Subtitle', max: LIMITS.subtitle, multiline: true },
  { field: 'content', label: 'Content', max: LIMITS.content, multiline: true },
  { field: 'buttonText', label: 'Button text', max: LIMITS.buttonText, multiline: false },
] as const;

type Sections = Record<string, Section>;

/** A stored page translation as the editor reads it. */
export interface PageTranslation {
  sections: Sections;
  sourceSections: Sections;
  lastUpdated: string;
  rev: number;
}

/** `section.field` -> text, for the translated texts of `sections` that are strings. */
export function flatTexts(sections: Sections | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, section] of Object.entries(sections ?? {}))
    for (const { field } of TRANSLATED_TEXTS) {
      const v = (section as Record<string, unknown>)[field];
      if (typeof v === 'string') out[`${name}.${field}`] = v;
    }
  return out;
}

/** The keys a translation of `english` edits, in the page's order: its sections' non-empty texts. */
export const translatableKeys = (english: PageContent): string[] =>
  Object.entries(flatTexts(english.sections))
    .filter(([, v]) => v !== '')
    .map(([k]) => k);

/** The form's values: every translatable text, empty where not translated. */
export function translationFormValues(keys: readonly string[], stored: PageTranslation | null) {
  const texts = flatTexts(stored?.sections);
  const sections: Record<string, Record<string, string>> = {};
  for (const key of keys) {
    const [name, field] = key.split('.') as [string, string];
    (sections[name] ??= {})[field] = texts[key] ?? '';
  }
  return { sections };
}

const unflat = (flat: Record<string, string>): Sections => {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, v] of Object.entries(flat)) {
    const [name, field] = key.split('.') as [string, string];
    (out[name] ??= {})[field] = v;
  }
  return out;
};

/** What a save stores: the stored texts (a text of a section the English page no longer has is
 *  kept) with each edited one set (an emptied one removed: it reads the English), and each translated text's English source (sourceTextsOf: the English now
 *  for a text changed or kept as it is, the recorded one for the others). */
export function pageTranslationWrite(
  keys: readonly string[],
  values: { sections: Record<string, Record<string, unknown>> },
  stored: PageTranslation | null,
  english: PageContent,
  kept: ReadonlySet<string>,
): { sections: Sections; sourceSections: Sections } {
  const made: Record<string, string> = {};
  for (const key of keys) {
    const [name, field] = key.split('.') as [string, string];
    const v = values.sections[name]?.[field];
    made[key] = typeof v === 'string' ? v.trim() : '';
  }
  const sections: Record<string, Record<string, unknown>> = {};
  for (const [key, v] of Object.entries(flatTexts(stored?.sections))) {
    const [name, field] = key.split('.') as [string, string];
    (sections[name] ??= {})[field] = v;
  }
  for (const [key, v] of Object.entries(made)) {
    const [name, field] = key.split('.') as [string, string];
    const section = (sections[name] ??= {});
    if (v) section[field] = v;
    else delete section[field];
  }
  for (const name of Object.keys(sections)) if (Object.keys(sections[name]!).length === 0) delete sections[name];
  const storedFlat = stored ? { ...flatTexts(stored.sections), sourceTexts: flatTexts(stored.sourceSections) } : null;
  const translated = keys.filter((k) => made[k]);
  const sources = sourceTextsOf(translated, made, storedFlat, flatTexts(english.sections), kept);
  return { sections: sections as Sections, sourceSections: unflat(sources) };
}
