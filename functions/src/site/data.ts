// What the site function reads, with the Admin SDK, as a visitor may see it: feature toggles and
// PUBLIC articles (`live`: set by the publishing functions when their time comes, as the rules
// and the app read it), and the slug index for old URLs.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { isPublicAt, LIVE_FIELD } from '@/lib/schema/live';
import type { ArticleSection } from './routes';

export interface PublicArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  seoTitle: string;
  seoDescription: string;
  coverImage: string;
  publishedAt: Date;
  updatedAt: Date | null;
}

const toDate = (v: unknown) => (v instanceof Timestamp ? v.toDate() : null);

/** The article as the public sees it now, or null: live AND inside its time (issue 29: publishedAt
 *  <= now < unpublishAt), so a late or lost unpublish task leaves nothing on the site. */
function publicArticle(id: string, d: FirebaseFirestore.DocumentData, now = Date.now()): PublicArticle | null {
  const publishedAt = toDate(d.publishedAt);
  const unpublishAt = toDate(d.unpublishAt);
  if (!isPublicAt({ live: d[LIVE_FIELD], publishedAt, unpublishAt }, now) || !publishedAt || typeof d.slug !== 'string')
    return null;
  return {
    id,
    slug: d.slug,
    title: typeof d.title === 'string' ? d.title : d.slug,
    excerpt: typeof d.excerpt === 'string' ? d.excerpt : '',
    author: typeof d.author === 'string' ? d.author : '',
    seoTitle: typeof d.seoTitle === 'string' ? d.seoTitle : '',
    seoDescription: typeof d.seoDescription === 'string' ? d.seoDescription : '',
    coverImage: typeof d.coverImage === 'string' && /^(https:\/\/|\/[^/])/.test(d.coverImage) ? d.coverImage : '',
    publishedAt,
    updatedAt: toDate(d.updatedAt),
  };
}

/** Feature toggles by name; a missing one counts as enabled. */
export async function readToggles(db: Firestore): Promise<Record<string, boolean>> {
  const snap = await db.collection('feature_toggles').get();
  return Object.fromEntries(snap.docs.map((d) => [d.id, d.get('enabled') !== false]));
}

/** The section's public articles, newest first. */
export async function readPublished(db: Firestore, section: ArticleSection): Promise<PublicArticle[]> {
  const snap = await db
    .collection(section.collection)
    .where(LIVE_FIELD, '==', true)
    .orderBy('publishedAt', 'desc')
    .get();
  return snap.docs.flatMap((d) => publicArticle(d.id, d.data()) ?? []);
}

export type ArticleLookup =
  { kind: 'public'; article: PublicArticle } | { kind: 'moved'; slug: string } | { kind: 'none' };

/** The article at `slug`: public there, moved (an old slug of a public article), or none. */
export async function lookupArticle(db: Firestore, section: ArticleSection, slug: string): Promise<ArticleLookup> {
  const bySlug = await db.collection(section.collection).where('slug', '==', slug).limit(1).get();
  const found = bySlug.docs[0];
  if (found) {
    const article = publicArticle(found.id, found.data());
    return article ? { kind: 'public', article } : { kind: 'none' };
  }
  const claim = await db.doc(`slugs/${section.collection}__${slug}`).get();
  const recordId = claim.get('recordId');
  if (typeof recordId !== 'string' || !recordId) return { kind: 'none' };
  const record = await db.collection(section.collection).doc(recordId).get();
  const article = record.exists ? publicArticle(record.id, record.data()!) : null;
  return article && article.slug !== slug ? { kind: 'moved', slug: article.slug } : { kind: 'none' };
}
