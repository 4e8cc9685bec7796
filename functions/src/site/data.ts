// What the site function reads, with the Admin SDK, as a visitor may see it: feature toggles and
// PUBLIC articles (`live`: set by the publishing functions when their time comes, as the rules
// and the app read it), and the slug index for old URLs. Articles are read through the app's own
// schema (src/app/feeds.ts publicArticle), as the feeds' other reader reads them.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { publicArticle, type FeedSource, type PublicArticle } from '@/app/feeds';
import type { ArticleSection } from '@/domain/site/routes';
import { COLLECTIONS } from '@/domain/collections';
import { slugPath } from '@/domain/document-keys';
import { isPublicAt, LIVE_FIELD } from '@/domain/live';
import { DEFAULT_LOCALE, type Locale } from '@/domain/locales';
import {
  isArticleTranslation,
  localizeArticle,
  TRANSLATIONS,
  type ArticleTranslation,
} from '@/domain/site/localize-articles';

export type { PublicArticle };

/** A stored document as the app reads it: its id, and Timestamps as ISO strings. */
const plain = (id: string, d: DocumentData) => ({
  ...Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v instanceof Timestamp ? v.toDate().toISOString() : v])),
  id,
});

/** Feature toggles by name; a missing one counts as enabled. */
export async function readToggles(db: Firestore): Promise<Record<string, boolean>> {
  const snap = await db.collection(COLLECTIONS.featureToggles).get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('enabled') !== false]));
}

/** The section's public articles, newest first. */
export async function readPublished(db: Firestore, section: ArticleSection): Promise<PublicArticle[]> {
  const snap = await db
    .collection(section.collection)
    .where(LIVE_FIELD, '==', true)
    .orderBy('publishedAt', 'desc')
    .get();
  return snap.docs.flatMap((d) => publicArticle(plain(d.id, d.data())) ?? []);
}

/** Every live article translation (the collection group `translations`; a page's translation has
 *  no live flag), each with its record's id. */
export async function readTranslations(db: Firestore): Promise<ArticleTranslation[]> {
  const snap = await db.collectionGroup(TRANSLATIONS).where(LIVE_FIELD, '==', true).get();
  return snap.docs.flatMap((d) => {
    const t = { ...plain(d.id, d.data()), parentId: d.ref.parent.parent?.id ?? '' };
    return isArticleTranslation(t) ? [t] : [];
  });
}

/** The feeds' reader (src/app/feeds.ts) in the site function. */
export const feedSource = (db: Firestore): FeedSource => ({
  toggles: () => readToggles(db),
  published: (section) => readPublished(db, section),
  translations: () => readTranslations(db),
});

export type ArticleLookup =
  { kind: 'public'; article: PublicArticle } | { kind: 'moved'; slug: string } | { kind: 'none' };

/** A stored translation, public now: live and inside its own time. */
const publicTranslation = (id: string, parentId: string, data: DocumentData): ArticleTranslation | null => {
  const t = { ...plain(id, data), parentId };
  return isArticleTranslation(t) && isPublicAt(t) ? t : null;
};

/** The article at `slug` in a language: public there (its translation live and its record public),
 *  moved (an old translated slug of one: its claim slugs/{collection}__{locale}__{slug}), or none. A
 *  German draft of a live English post is none. */
async function lookupTranslation(
  db: Firestore,
  section: ArticleSection,
  slug: string,
  locale: Locale,
): Promise<ArticleLookup> {
  const bySlug = await db
    .collectionGroup(TRANSLATIONS)
    .where('locale', '==', locale)
    .where('slug', '==', slug)
    .limit(10)
    .get();
  // The collection group holds both sections' translations: this section's record only.
  const found = bySlug.docs.find((d) => d.ref.parent.parent?.parent.id === section.collection);
  const recordOf = async (id: string) => {
    const record = await db.collection(section.collection).doc(id).get();
    return record.exists ? publicArticle(plain(record.id, record.data()!)) : null;
  };
  if (found) {
    const recordId = found.ref.parent.parent!.id;
    const t = publicTranslation(found.id, recordId, found.data());
    const article = t ? await recordOf(recordId) : null;
    return article && t ? { kind: 'public', article: localizeArticle(article, locale, [t])! } : { kind: 'none' };
  }
  const claim = await db.doc(slugPath(section.collection, slug, locale)).get();
  const recordId = claim.get('recordId');
  if (typeof recordId !== 'string' || !recordId) return { kind: 'none' };
  const [doc, article] = await Promise.all([
    db.doc(`${section.collection}/${recordId}/${TRANSLATIONS}/${locale}`).get(),
    recordOf(recordId),
  ]);
  const t = doc.exists ? publicTranslation(doc.id, recordId, doc.data()!) : null;
  return article && t && t.slug !== slug ? { kind: 'moved', slug: t.slug } : { kind: 'none' };
}

/** The article at `slug` in a language: public there, moved (an old slug of a public article), or
 *  none. */
export async function lookupArticle(
  db: Firestore,
  section: ArticleSection,
  slug: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ArticleLookup> {
  if (locale !== DEFAULT_LOCALE) return lookupTranslation(db, section, slug, locale);
  const bySlug = await db.collection(section.collection).where('slug', '==', slug).limit(1).get();
  const found = bySlug.docs[0];
  if (found) {
    const article = publicArticle(plain(found.id, found.data()));
    return article ? { kind: 'public', article } : { kind: 'none' };
  }
  const claim = await db.doc(slugPath(section.collection, slug)).get();
  const recordId = claim.get('recordId');
  if (typeof recordId !== 'string' || !recordId) return { kind: 'none' };
  const record = await db.collection(section.collection).doc(recordId).get();
  const article = record.exists ? publicArticle(plain(record.id, record.data()!)) : null;
  return article && article.slug !== slug ? { kind: 'moved', slug: article.slug } : { kind: 'none' };
}
