// The publishing functions (functions/src/publishing) on the Functions, Cloud Tasks and Firestore
// emulators: an article goes public (`live`) at its time with no visitor's browser involved, at once
// when published now, never early when rescheduled, off the site at its unpublish time (issue 21,
// also "scheduled unpublish"), and a deleted or malformed article ends quietly
// (logged), with the functions still working for the next one. Articles are written with the Admin
// SDK as the back office stores them: the record and its schedule entry. Issue 41: a translation is
// live only with its record (it leaves and comes back with it) and is deleted with it.
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { adminDb, closeAdmin, waitFor } from './helpers';

let db: Firestore;
let n = 0;
const written: string[] = [];

// The Functions emulator starts a function's worker on its first event (seconds on this machine):
// one post published first, so the timings below are of publishing, not of that start.
beforeAll(async () => {
  db = adminDb();
  const started = Date.now();
  const warm = await savePost(started);
  await waitFor('the first publish (the trigger worker starting)', () => isLive(warm), 60_000);
  console.log(`[publishing] first publish (cold trigger) live ${Date.now() - started} ms after the save`);
  // And the task queue's worker: a first post scheduled a second ahead.
  const due = Date.now() + 1000;
  const first = await savePost(due);
  await waitFor('the first scheduled publish (the task worker starting)', () => isLive(first), 60_000);
  console.log(`[publishing] first scheduled post (cold task) live ${Date.now() - due} ms after its time`);
}, 120_000);
afterAll(async () => {
  await Promise.all(written.map((p) => db.doc(p).delete()));
  await closeAdmin();
});

/** A blog post as the back office saves it: the record and, when published, its schedule entry. */
async function savePost(publishAt: number | null, over: Record<string, unknown> = {}) {
  const ref = db.collection('blog_posts').doc();
  const slug = `publishing-${Date.now().toString(36)}-${++n}`;
  await ref.set({
    slug,
    title: `Post ${slug}`,
    excerpt: '',
    body: 'Body',
    coverImage: '',
    author: 'Grace Hopper',
    tags: [],
    seoTitle: '',
    seoDescription: '',
    published: publishAt !== null,
    publishedAt: publishAt === null ? null : Timestamp.fromMillis(publishAt),
    views: 0,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...over,
  });
  written.push(ref.path, `schedule/blog_posts__${ref.id}`);
  if (publishAt !== null) await schedule(ref.id, publishAt, (over.unpublishAt as Timestamp | undefined)?.toMillis());
  return ref;
}

const schedule = (id: string, publishAt: number, unpublishAt?: number) =>
  db.doc(`schedule/blog_posts__${id}`).set({
    collection: 'blog_posts',
    publishAt: Timestamp.fromMillis(publishAt),
    ...(unpublishAt === undefined ? {} : { unpublishAt: Timestamp.fromMillis(unpublishAt) }),
  });

const isLive = async (ref: FirebaseFirestore.DocumentReference) => (await ref.get()).get('live') === true;

/** Polls until the post is live and returns when that was first seen; fails if it was ever seen
 *  live before `notBefore`. */
async function liveAt(ref: FirebaseFirestore.DocumentReference, notBefore: number, timeoutMs = 30_000) {
  let early: number | null = null;
  const seen = await waitFor(
    `${ref.path} to be live`,
    async () => {
      const live = await isLive(ref);
      const at = Date.now();
      if (live && at < notBefore) early ??= notBefore - at;
      return live ? at : null;
    },
    timeoutMs,
  );
  expect(early === null ? 'not early' : `live ${early} ms before its time`).toBe('not early');
  return seen;
}

/** Polls until the post is no longer live and returns when that was first seen; fails if it was
 *  seen gone before `notBefore`. */
async function goneAt(ref: FirebaseFirestore.DocumentReference, notBefore: number, timeoutMs = 30_000) {
  let early: number | null = null;
  const seen = await waitFor(
    `${ref.path} to leave the site`,
    async () => {
      const live = await isLive(ref);
      const at = Date.now();
      if (!live && at < notBefore) early ??= notBefore - at;
      return live ? null : at;
    },
    timeoutMs,
  );
  expect(early === null ? 'not early' : `gone ${early} ms before its time`).toBe('not early');
  return seen;
}

test('a live post with an unpublish date 5 s ahead leaves the site at that time, with no browser involved', async () => {
  const unpublishAt = Date.now() + 5000;
  const ref = await savePost(Date.now() - 1000, { unpublishAt: Timestamp.fromMillis(unpublishAt) });
  await liveAt(ref, 0, 10_000);
  const seen = await goneAt(ref, unpublishAt);
  console.log(`[publishing] post with an unpublish date gone ${seen - unpublishAt} ms after its time`);
  expect(seen - unpublishAt).toBeLessThan(3000);
}, 60_000);

test('a post scheduled with an unpublish date: public at its time, gone at the other', async () => {
  const publishAt = Date.now() + 3000;
  const unpublishAt = publishAt + 5000;
  const ref = await savePost(publishAt, { unpublishAt: Timestamp.fromMillis(unpublishAt) });
  await liveAt(ref, publishAt);
  const seen = await goneAt(ref, unpublishAt);
  expect(seen - unpublishAt).toBeLessThan(3000);
}, 60_000);

test('a post scheduled for now + 5 s becomes public at its time, with no browser involved', async () => {
  const publishAt = Date.now() + 5000;
  const ref = await savePost(publishAt);
  // Queued, not public yet.
  expect(await isLive(ref)).toBe(false);
  const seen = await liveAt(ref, publishAt);
  const late = seen - publishAt;
  console.log(`[publishing] scheduled post live ${late} ms after its time`);
  expect(late).toBeLessThan(3000);
}, 60_000);

test('a post published now is public at once', async () => {
  const saved = Date.now();
  const ref = await savePost(saved);
  const seen = await liveAt(ref, saved, 10_000);
  console.log(`[publishing] published-now post live ${seen - saved} ms after the save`);
  expect(seen - saved).toBeLessThan(2000);
}, 30_000);

test('a rescheduled post: the old task does not publish it early; it goes public at the new time', async () => {
  const first = Date.now() + 3000;
  const ref = await savePost(first);
  const later = Date.now() + 10_000;
  await ref.update({ publishedAt: Timestamp.fromMillis(later), live: false });
  await schedule(ref.id, later);
  // Watched without a gap from before the first time until it is live: never before `later`.
  const seen = await liveAt(ref, later);
  console.log(`[publishing] rescheduled post live ${seen - later} ms after its new time`);
  expect(seen).toBeGreaterThanOrEqual(later);
  expect(seen - later).toBeLessThan(3000);
}, 60_000);

test('unpublished before its time: it stays private; unpublishing a live post (around the app) hides it', async () => {
  const soon = Date.now() + 2500;
  const pending = await savePost(soon);
  await pending.update({ published: false, publishedAt: null, live: false });
  await db.doc(`schedule/blog_posts__${pending.id}`).delete();

  const live = await savePost(Date.now() - 1000);
  await liveAt(live, 0);
  // Written around the rules: `live` left true; deleting its schedule entry has the function clear it.
  await live.update({ published: false, publishedAt: null });
  await db.doc(`schedule/blog_posts__${live.id}`).delete();
  await waitFor('the unpublished post to leave', async () => !(await isLive(live)));

  // Past the first post's time (its task has run), it is still private.
  const control = await savePost(soon + 500);
  await liveAt(control, soon + 500);
  expect(await isLive(pending)).toBe(false);
}, 60_000);

test('a post deleted before its time: its task finds nothing, creates nothing, and the queue goes on', async () => {
  const soon = Date.now() + 2500;
  const doomed = await savePost(soon);
  await Promise.all([doomed.delete(), db.doc(`schedule/blog_posts__${doomed.id}`).delete()]);
  const next = await savePost(soon + 500);
  await liveAt(next, soon + 500);
  expect((await doomed.get()).exists).toBe(false);
}, 60_000);

test('malformed: published without a time (written around the rules) is never public; the next post is', async () => {
  const broken = await savePost(null, { published: true, publishedAt: '2026-01-01T00:00:00Z', live: true });
  await db.doc(`schedule/blog_posts__${broken.id}`).set({ collection: 'blog_posts', publishAt: 'tomorrow' });
  await waitFor('the malformed post to be kept private', async () => !(await isLive(broken)));
  // A schedule entry naming no article is ignored (logged), and publishing goes on.
  await db.doc('schedule/users__nobody').set({ collection: 'users', publishAt: Timestamp.now() });
  written.push('schedule/users__nobody');
  const next = await savePost(Date.now());
  await liveAt(next, 0, 10_000);
}, 30_000);

// The safety net (publishOverdue, every 10 minutes in production; run here as npm start runs it):
// a post whose time came while nothing was queued for it (Cloud Tasks refused, or the emulators were
// down) goes public on the next sweep; a draft and a post still ahead stay private.
test('the overdue sweep makes a post public whose task never ran, takes off one past its end, and nothing else', async () => {
  const missed = await savePost(null, { published: true, publishedAt: Timestamp.fromMillis(Date.now() - 60_000) });
  const draft = await savePost(null, { published: false, publishedAt: Timestamp.fromMillis(Date.now() - 60_000) });
  const ahead = await savePost(null, { published: true, publishedAt: Timestamp.fromMillis(Date.now() + 3_600_000) });
  // Live past its unpublish time (its unpublish task never ran); and one still before its end.
  const hour = 3_600_000;
  const ended = await savePost(null, {
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - 2 * hour),
    unpublishAt: Timestamp.fromMillis(Date.now() - 60_000),
    live: true,
  });
  const running = await savePost(null, {
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - 2 * hour),
    unpublishAt: Timestamp.fromMillis(Date.now() + hour),
    live: true,
  });
  expect(await isLive(missed)).toBe(false);
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
  const res = await fetch(`${origin}/${process.env.GCLOUD_PROJECT}/us-central1/publishOverdue-0`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBeLessThan(300);
  await waitFor('the missed post to go public', () => isLive(missed));
  await waitFor('the ended post to leave', async () => !(await isLive(ended)));
  expect(await isLive(draft)).toBe(false);
  expect(await isLive(ahead)).toBe(false);
  expect(await isLive(running)).toBe(true);
});

// ---- Issue 41: a translation is public only with its English record, and goes when it is deleted.

/** One language's translation as the back office saves it: the document and, when published, its
 *  schedule entry (schedule/blog_posts__{id}__{locale}). */
async function saveTranslation(recordId: string, locale: 'de' | 'es', publishAt: number | null, over = {}) {
  const ref = db.doc(`blog_posts/${recordId}/translations/${locale}`);
  await ref.set({
    locale,
    slug: `${locale}-${recordId.toLowerCase()}`,
    title: `Übersetzung ${recordId}`,
    excerpt: '',
    body: 'Text',
    seoTitle: '',
    seoDescription: '',
    sourceTexts: { title: `Post ${recordId}`, body: 'Body' },
    published: publishAt !== null,
    publishedAt: publishAt === null ? null : Timestamp.fromMillis(publishAt),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    updatedBy: 'editor',
    rev: 1,
    ...over,
  });
  written.push(ref.path, `schedule/blog_posts__${recordId}__${locale}`);
  if (publishAt !== null)
    await db
      .doc(`schedule/blog_posts__${recordId}__${locale}`)
      .set({ collection: 'blog_posts', publishAt: Timestamp.fromMillis(publishAt) });
  return ref;
}

test('a German translation goes public with its English post, not before; leaves when the English is unpublished, comes back when it is published again', async () => {
  const englishAt = Date.now() + 4000;
  const post = await savePost(englishAt);
  const german = await saveTranslation(post.id, 'de', Date.now() - 1000);
  // Its own time has come, but its English post is not public yet.
  await liveAt(german, englishAt);
  expect(await isLive(post)).toBe(true);

  // Unpublished as the back office does it: `live` cleared with the save, the schedule entry deleted.
  await post.update({ published: false, publishedAt: null, live: false });
  await db.doc(`schedule/blog_posts__${post.id}`).delete();
  await waitFor('the German translation to leave with its English post', async () => !(await isLive(german)));
  expect((await german.get()).get('published')).toBe(true);

  const again = Date.now() - 500;
  await post.update({ published: true, publishedAt: Timestamp.fromMillis(again) });
  await schedule(post.id, again);
  await waitFor('the German translation to come back with its English post', () => isLive(german));
}, 60_000);

// The sweep corrects what a lost trigger or task left: a translation live under an English post
// whose end has passed or that is a draft leaves; a due one under a live post goes public.
test('the overdue sweep makes translations follow their English post', async () => {
  const hour = 3_600_000;
  const ended = await savePost(null, {
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - 2 * hour),
    unpublishAt: Timestamp.fromMillis(Date.now() - 60_000),
    live: true,
  });
  const draft = await savePost(null, { published: false, publishedAt: null });
  const running = await savePost(null, {
    published: true,
    publishedAt: Timestamp.fromMillis(Date.now() - hour),
    live: true,
  });
  const past = Date.now() - hour;
  const [underEnded, underDraft, missed] = await Promise.all([
    saveTranslation(ended.id, 'de', null, { published: true, publishedAt: Timestamp.fromMillis(past), live: true }),
    saveTranslation(draft.id, 'de', null, { published: true, publishedAt: Timestamp.fromMillis(past), live: true }),
    saveTranslation(running.id, 'es', null, { published: true, publishedAt: Timestamp.fromMillis(past) }),
  ]);
  const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
  const res = await fetch(`${origin}/${process.env.GCLOUD_PROJECT}/us-central1/publishOverdue-0`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBeLessThan(300);
  await waitFor('the translation under the ended post to leave', async () => !(await isLive(underEnded)));
  await waitFor('the translation under the draft to leave', async () => !(await isLive(underDraft)));
  await waitFor('the due translation under the live post to go public', () => isLive(missed));
});

test('deleting an English post deletes its translations, their schedule entries and their slug claims', async () => {
  const post = await savePost(Date.now() - 1000);
  const [de, es] = await Promise.all([
    saveTranslation(post.id, 'de', Date.now() - 1000),
    saveTranslation(post.id, 'es', null),
  ]);
  const claims = [
    // Each language's current slug, and the German one it was renamed from (kept for the 301).
    db.doc(`slugs/blog_posts__de__${(await de.get()).get('slug')}`),
    db.doc(`slugs/blog_posts__de__old-${post.id.toLowerCase()}`),
    db.doc(`slugs/blog_posts__es__${(await es.get()).get('slug')}`),
  ];
  await Promise.all(
    claims.map((c) => c.set({ collection: 'blog_posts', recordId: post.id, locale: c.id.split('__')[1] })),
  );
  written.push(...claims.map((c) => c.path));
  const other = await savePost(null);
  const othersClaim = db.doc(`slugs/blog_posts__de__other-${other.id.toLowerCase()}`);
  await othersClaim.set({ collection: 'blog_posts', recordId: other.id, locale: 'de' });
  written.push(othersClaim.path);
  await waitFor('the German translation to be live', () => isLive(de));

  // As the back office deletes it: the record, its schedule entry (and its English slug claim).
  await Promise.all([post.delete(), db.doc(`schedule/blog_posts__${post.id}`).delete()]);
  const left = async () => {
    const docs = await Promise.all(
      [de, es, ...claims, db.doc(`schedule/blog_posts__${post.id}__de`)].map((r) => r.get()),
    );
    return docs.filter((d) => d.exists).map((d) => d.ref.path);
  };
  await waitFor('the translations, their claims and schedule entries to be deleted', async () =>
    (await left()).length === 0 ? true : null,
  );
  expect((await othersClaim.get()).exists).toBe(true);
}, 60_000);
