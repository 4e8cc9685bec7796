// Sets an article's `live` flag from its stored fields, with the Admin SDK (the rules let no client
// set it): true once it is published and its time has come, false otherwise. One transaction, so a
// staff save landing at the same moment is read again rather than overwritten.
// A translation (issue 41) is live when its own publication is due AND its record is live: settling
// a record settles its translations in the same transaction, and settling a translation reads its
// record. So `live` on a translation is all the visitors' collection-group query (and its rule,
// which cannot read each result's parent) needs: a translation of an unpublished, ended or deleted
// record is never listed, and comes back with its record.
import {
  type DocumentData,
  type Firestore,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { TRANSLATIONS } from '@/domain/translations';
import { articleDocPath, articleState, LIVE_FIELD, shouldBeLive, type ArticleRef, type ArticleState } from './state';

export type Settled = { exists: false } | { exists: true; state: ArticleState; live: boolean; changed: boolean };

/** Whether `live` is to be written: it differs (an absent flag counts as false). */
const differs = (data: DocumentData | undefined, live: boolean) =>
  data?.[LIVE_FIELD] !== live && !(data?.[LIVE_FIELD] === undefined && !live);

/** `article`: the article, or one of its translations (issue 41), each on its own time; a
 *  translation only while its record is live. */
export async function settleLive(db: Firestore, article: ArticleRef, now: () => number = Date.now): Promise<Settled> {
  const ref = db.doc(articleDocPath(article));
  const recordRef = db.doc(articleDocPath({ collection: article.collection, id: article.id }));
  return db.runTransaction(async (tx) => {
    const [snap, record] = await Promise.all([tx.get(ref), article.locale ? tx.get(recordRef) : null]);
    if (!snap.exists) return { exists: false } as const;
    const data = snap.data();
    const at = now();
    const state = articleState(data, at);
    const live = shouldBeLive(state) && (record === null || recordLive(record.data(), at));
    const changed = differs(data, live);
    // Reads before writes: a record's translations are read first.
    const translations = article.locale ? null : await tx.get(ref.collection(TRANSLATIONS));
    if (changed) tx.update(ref, { [LIVE_FIELD]: live });
    if (translations) settleTranslations(tx, translations.docs, live, at);
    return { exists: true, state, live, changed };
  });
}

/** A record as its translations see it: live, and its publication due (not ended, not moved). */
const recordLive = (data: DocumentData | undefined, at: number) =>
  data?.[LIVE_FIELD] === true && shouldBeLive(articleState(data, at));

/** The record's translations follow it: each live when its own publication is due and the record is
 *  live (a page's translations have no publication and are not under an article). */
function settleTranslations(tx: Transaction, docs: QueryDocumentSnapshot[], recordIsLive: boolean, at: number) {
  for (const doc of docs) {
    const live = recordIsLive && shouldBeLive(articleState(doc.data(), at));
    if (differs(doc.data(), live)) tx.update(doc.ref, { [LIVE_FIELD]: live });
  }
}
