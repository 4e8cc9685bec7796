// Sets an article's `live` flag from its stored fields, with the Admin SDK (the rules let no client
// set it): true once it is published and its time has come, false otherwise. One transaction, so a
// staff save landing at the same moment is read again rather than overwritten.
import { type Firestore } from 'firebase-admin/firestore';
import { articleDocPath, articleState, LIVE_FIELD, shouldBeLive, type ArticleRef, type ArticleState } from './state';

export type Settled = { exists: false } | { exists: true; state: ArticleState; live: boolean; changed: boolean };

/** `article`: the article, or one of its translations (issue 41), each live on its own time. */
export async function settleLive(db: Firestore, article: ArticleRef, now: () => number = Date.now): Promise<Settled> {
  const ref = db.doc(articleDocPath(article));
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { exists: false } as const;
    const data = snap.data();
    const state = articleState(data, now());
    const live = shouldBeLive(state);
    const changed = data?.[LIVE_FIELD] !== live && !(data?.[LIVE_FIELD] === undefined && !live);
    if (changed) tx.update(ref, { [LIVE_FIELD]: live });
    return { exists: true, state, live, changed };
  });
}
