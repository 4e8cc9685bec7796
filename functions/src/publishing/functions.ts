// Scheduled and immediate publishing, done by the server. An article is public when its `live` flag
// is true (visitors' queries, the rules, the sitemap and feeds read nothing else); only these
// functions set it:
//   scheduleArticle  Firestore trigger on schedule/{collection}__{id}, which the back office writes
//                    with every save of a published article (and deletes on unpublish): one call per
//                    publish-save, none per page view. Live at once when its time has come, else a
//                    publishArticle task queued for that time; a live one with an unpublish time
//                    gets a task for that time.
//   publishArticle   Cloud Tasks queue: at the time, reads the article again (deleted, unpublished or
//                    rescheduled since? then it does nothing) and sets it live, or, for an
//                    unpublish task, takes it off the site.
//   publishOverdue   every 10 minutes, the safety net: a published article whose time has come and
//                    is not live, or a live one whose unpublish time has passed (its task could not
//                    be queued, or was lost) is settled. The emulator never runs schedules: npm
//                    start runs it once after starting.
// A staff save that unpublishes or reschedules clears the flag itself (the rules require it).
// A translation (issue 41) has its own schedule entry and tasks, and is live only while its record
// is: settling a record settles its translations (./publish.ts), and the sweep corrects any that
// missed it.
import { getFirestore, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { settleLive, type Settled } from './publish';
import {
  articleDocPath,
  articleOfScheduleKey,
  articleState,
  nextTask,
  parsePublishTask,
  publishTaskId,
  shouldBeLive,
  taskTimes,
  ARTICLE_COLLECTIONS,
  LIVE_FIELD,
  MAX_HOP_MS,
  type ArticleCollection,
  type PublishTask,
} from './state';
import { COLLECTIONS } from '@/domain/collections';
import { TRANSLATIONS } from '@/domain/translations';

const PUBLISH_QUEUE = 'publishArticle';
/** A task the queue hands over before its time (the Cloud Tasks emulator ignores scheduleTime) is
 *  held this long at most, under the emulator's 60 s dispatch deadline; earlier, it is retried. */
const HOLD_EARLY_MS = 45_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Queues the task; false when Cloud Tasks refused it (logged). A task already queued counts as queued. */
async function queuePublish(task: PublishTask): Promise<boolean> {
  const path = articleDocPath(task);
  const id = publishTaskId(task);
  try {
    await getFunctions()
      .taskQueue(PUBLISH_QUEUE)
      .enqueue(task, { scheduleTime: new Date(task.runAt), ...(id ? { id } : {}) });
    logger.info(
      task.unpublishAt
        ? `publishing: ${path} queued to leave the site at ${task.unpublishAt}`
        : `publishing: ${path} queued to go public at ${task.publishAt}`,
      { path, runAt: task.runAt },
    );
    return true;
  } catch (error) {
    if (String((error as { code?: unknown }).code ?? '').endsWith('task-already-exists')) return true;
    const what = task.unpublishAt ? `unpublication at ${task.unpublishAt}` : `publication at ${task.publishAt}`;
    logger.error(`publishing: ${path}: could not queue its ${what}: ${message(error)}`, { path });
    return false;
  }
}

function report(path: string, settled: Settled & { exists: true }, why: string) {
  const { state, changed } = settled;
  if (state.kind === 'malformed') logger.error(`publishing: ${path} kept private: ${state.error} (${why})`, { path });
  else if (changed)
    logger.info(`publishing: ${path} ${settled.live ? 'is public now' : 'is no longer public'} (${why})`, { path });
}

export const scheduleArticle = onDocumentWritten(
  { document: `${COLLECTIONS.schedule}/{key}`, timeoutSeconds: 60, memory: '256MiB' },
  async (event) => {
    const key = event.params.key;
    const article = articleOfScheduleKey(key);
    if (!article) {
      logger.error(`publishing: schedule/${key} names no article (blog_posts__<id> or case_studies__<id>); ignored`);
      return;
    }
    const path = articleDocPath(article);
    const after = event.data?.after;
    if (after?.exists && !(after.get('publishAt') instanceof Timestamp))
      logger.error(`publishing: schedule/${key} has no publishAt time; ${path} is judged by its own fields`, { path });
    const settled = await settleLive(getFirestore(), article);
    if (!settled.exists) return; // deleted with its schedule entry
    report(path, settled, after?.exists ? 'saved' : 'unpublished');
    const next = nextTask(article.collection, article.id, settled.state, Date.now());
    if (next) await queuePublish(withLocale(next, article.locale));
  },
);

export const publishArticle = onTaskDispatched<unknown>(
  {
    timeoutSeconds: 120,
    memory: '256MiB',
    // Retries are for Firestore or Cloud Tasks failing (a task that is wrong is dropped, logged),
    // and for a task handed over too early: every few minutes, for up to a day.
    retryConfig: {
      maxAttempts: 10,
      maxRetrySeconds: 86_400,
      minBackoffSeconds: 1,
      maxBackoffSeconds: 300,
      maxDoublings: 4,
    },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (req) => {
    const parsed = parsePublishTask(req.data);
    if (!parsed.ok) {
      logger.error(`publishing: ${parsed.error}; the task was dropped`, { data: req.data });
      return;
    }
    const task = parsed.task;
    const path = articleDocPath(task);
    const early = Date.parse(task.runAt) - Date.now();
    if (early > HOLD_EARLY_MS)
      throw new Error(`publishing: ${path}: handed over ${Math.round(early / 1000)} s before its time; retried later`);
    if (early > 0) await sleep(early + 20); // timers may fire a millisecond early

    const settled = await settleLive(getFirestore(), task);
    if (!settled.exists) {
      logger.warn(`publishing: ${path} was deleted before its time (${task.publishAt}); nothing to publish`, { path });
      return;
    }
    const { state } = settled;
    const { at, waitingFor } = taskTimes(task, state);
    const what = task.unpublishAt ? 'unpublication' : 'publication';
    if (waitingFor !== undefined) {
      if (waitingFor !== at) {
        logger.info(
          `publishing: ${path}: its ${what} was moved to ${new Date(waitingFor).toISOString()}; this task (for ${new Date(at).toISOString()}) does nothing`,
          { path },
        );
        return;
      }
      // The same time, still ahead: this run was a hop of a time more than 29 days out (or came a
      // moment early: then Cloud Tasks runs it again in a second).
      if (waitingFor - Date.now() <= HOLD_EARLY_MS)
        throw new Error(`publishing: ${path}: ran before ${new Date(at).toISOString()}; retried`);
      if (!(await queuePublish({ ...task, runAt: new Date(Math.min(at, Date.now() + MAX_HOP_MS)).toISOString() })))
        throw new Error(`publishing: ${path}: the next hop could not be queued; retried`);
      return;
    }
    if (state.kind === 'draft') {
      logger.info(`publishing: ${path} was unpublished before ${new Date(at).toISOString()}; it stays private`, {
        path,
      });
      return;
    }
    report(path, settled, `its ${what} time ${new Date(at).toISOString()} came`);
    // Published now, with an end: the task for that end.
    const next = task.unpublishAt ? null : nextTask(task.collection, task.id, state, Date.now());
    const nextOfLanguage = next && withLocale(next, task.locale);
    if (nextOfLanguage && !(await queuePublish(nextOfLanguage)))
      throw new Error(`publishing: ${path}: its unpublication could not be queued; retried`);
  },
);

/** Settles every published article whose time has come but is not live, and every live one whose
 *  unpublish time has passed; then every translation whose `live` is not what its own time and its
 *  record say; resolves with how many changed (went public or left). */
export async function publishOverdueArticles(now = Date.now()): Promise<number> {
  const db = getFirestore();
  const at = Timestamp.fromMillis(now);
  let settledCount = 0;
  /** The records live once this sweep has settled them (published, due, not ended), by path. */
  const liveRecords = new Set<string>();
  for (const collection of ARTICLE_COLLECTIONS) {
    const [due, ended] = await Promise.all([
      db.collection(collection).where('published', '==', true).where('publishedAt', '<=', at).get(),
      db.collection(collection).where(LIVE_FIELD, '==', true).where('unpublishAt', '<=', at).get(),
    ]);
    for (const doc of due.docs) if (shouldBeLive(articleState(doc.data(), now))) liveRecords.add(doc.ref.path);
    const stale = [
      ...due.docs.filter((doc) => doc.get(LIVE_FIELD) !== true).map((doc) => [doc.id, 'its time had come'] as const),
      ...ended.docs.map((doc) => [doc.id, 'its unpublish time had passed'] as const),
    ];
    for (const [id, why] of stale) {
      const path = `${collection}/${id}`;
      try {
        const settled = await settleLive(db, { collection, id });
        if (settled.exists) report(path, settled, `overdue: ${why}`);
        if (settled.exists && settled.changed) settledCount++;
      } catch (error) {
        logger.error(`publishing: ${path}: the overdue sweep could not settle it: ${message(error)}`, { path });
      }
    }
  }
  settledCount += await publishOverdueTranslations(db, at, liveRecords);
  return settledCount;
}

/** The same for article translations (issue 41), each on its own time and only under a live record:
 *  every `translations` document under an article collection (pages have translations too, without
 *  a publication). The records' queries above say which records are live: no read more here. */
async function publishOverdueTranslations(
  db: ReturnType<typeof getFirestore>,
  at: Timestamp,
  liveRecords: ReadonlySet<string>,
): Promise<number> {
  const [due, ended] = await Promise.all([
    db.collectionGroup(TRANSLATIONS).where('published', '==', true).where('publishedAt', '<=', at).get(),
    db.collectionGroup(TRANSLATIONS).where(LIVE_FIELD, '==', true).where('unpublishAt', '<=', at).get(),
  ]);
  const shouldBe = (doc: QueryDocumentSnapshot) =>
    liveRecords.has(doc.ref.parent.parent?.path ?? '') && shouldBeLive(articleState(doc.data(), at.toMillis()));
  const stale = new Map<string, QueryDocumentSnapshot>();
  for (const doc of [...due.docs, ...ended.docs])
    if ((doc.get(LIVE_FIELD) === true) !== shouldBe(doc)) stale.set(doc.ref.path, doc);
  let settledCount = 0;
  for (const doc of stale.values()) {
    const record = doc.ref.parent.parent;
    const collection = record?.parent.id as ArticleCollection | undefined;
    if (!record || !collection || !(ARTICLE_COLLECTIONS as readonly string[]).includes(collection)) continue;
    const ref = articleOfScheduleKey(`${collection}__${record.id}__${doc.id}`);
    if (!ref?.locale) continue;
    try {
      const settled = await settleLive(db, ref);
      if (settled.exists) report(doc.ref.path, settled, 'overdue');
      if (settled.exists && settled.changed) settledCount++;
    } catch (error) {
      logger.error(`publishing: ${doc.ref.path}: the overdue sweep could not settle it: ${message(error)}`);
    }
  }
  return settledCount;
}

/** A task for the same document as the one that queued it (a translation's keeps its language). */
const withLocale = (task: PublishTask, locale: PublishTask['locale']): PublishTask =>
  locale ? { ...task, locale } : task;

export const publishOverdue = onSchedule(
  { schedule: 'every 10 minutes', timeoutSeconds: 300, memory: '256MiB', retryCount: 0 },
  async () => {
    const n = await publishOverdueArticles();
    if (n > 0) logger.warn(`publishing: the overdue sweep settled ${n} article(s) that their task had not`);
  },
);
