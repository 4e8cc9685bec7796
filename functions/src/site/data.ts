// What the site function reads, with the Admin SDK, as a visitor may see it: feature toggles and
// PUBLIC articles (`live`: set by the publishing functions when their time comes, as the rules
// and the app read it), and the slug index for old URLs. Articles are read through the app's own
// schema (src/app/feeds.ts publicArticle), as the feeds' other reader reads them.
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { publicArticle, type FeedSource, type PublicArticle } from '@/app/feeds';
import type { ArticleSection } from '@/app/route-table';
import { COLLECTIONS, slugPath } from '@/domain/collections';
import { LIVE_FIELD } from '@/domain/live';

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

/** The feeds' reader (src/app/feeds.ts) in the site function. */
export const feedSource = (db: Firestore): FeedSource => ({
  toggles: () => readToggles(db),
  published: (section) => readPublished(db, section),
});

export type ArticleLookup =
  { kind: 'public'; article: PublicArticle } | { kind: 'moved'; slug: string } | { kind: 'none' };

/** The article at `slug`: public there, moved (an old slug of a public article), or none. */
export async function lookupArticle(db: Firestore, section: ArticleSection, slug: string): Promise<ArticleLookup> {
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
