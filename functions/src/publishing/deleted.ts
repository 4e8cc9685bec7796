// An article deleted takes its translations with it (issue 41). Firestore does not delete a
// document's subcollections, and the back office deletes a record with its English slug claim and
// schedule entry only (src/lib/entity/entity-api.ts): without this, each translation would stay,
// with its translated slug claims (slugs/{collection}__{locale}__{slug}: the current one and any a
// rename left for the 301) and its schedule entry (schedule/{collection}__{id}__{locale}). Whoever
// deletes the record (the back office, the console, a script), these triggers run once per delete.
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@/domain/collections';
import { schedulePath } from '@/domain/document-keys';
import { isTranslationLocale, translationsPath } from '@/domain/translations';
import type { ArticleCollection } from './state';

/** Firestore's limit of writes in one batch. */
const BATCH_MAX = 500;

/** Deletes the translations of the deleted record `collection/id`, their schedule entries and every
 *  translated slug claim naming the record; resolves with how many documents were deleted. The
 *  translations go first, in one batch with their schedule entries, so no schedule trigger finds a
 *  translation whose entry is gone. */
export async function deleteTranslationsOf(db: Firestore, collection: ArticleCollection, id: string): Promise<number> {
  const [translations, claims] = await Promise.all([
    db.collection(translationsPath(collection, id)).get(),
    db.collection(COLLECTIONS.slugs).where('collection', '==', collection).where('recordId', '==', id).get(),
  ]);
  const refs: DocumentReference[] = [];
  for (const t of translations.docs) {
    refs.push(t.ref);
    if (isTranslationLocale(t.id)) refs.push(db.doc(schedulePath(collection, id, t.id)));
  }
  // The English claims stay as the back office leaves them (its current one is deleted with the record).
  for (const claim of claims.docs) if (claim.get('locale') !== undefined) refs.push(claim.ref);
  for (let i = 0; i < refs.length; i += BATCH_MAX) {
    const batch = db.batch();
    for (const ref of refs.slice(i, i + BATCH_MAX)) batch.delete(ref);
    await batch.commit();
  }
  return refs.length;
}

const onArticleDeleted = (collection: ArticleCollection) =>
  onDocumentDeleted({ document: `${collection}/{id}`, timeoutSeconds: 60, memory: '256MiB' }, async (event) => {
    const path = `${collection}/${event.params.id}`;
    const n = await deleteTranslationsOf(getFirestore(), collection, event.params.id);
    if (n > 0) logger.info(`publishing: ${path} was deleted; ${n} document(s) of its translations with it`, { path });
  });

export const blogPostDeleted = onArticleDeleted(COLLECTIONS.blogPosts);
export const caseStudyDeleted = onArticleDeleted(COLLECTIONS.caseStudies);
