// Article translations (issue 41) against the emulator: `{collection}/{id}/translations/{locale}`
// written per language like the record (shape and bounds, locale == doc id in de/es, bounded
// sourceTexts, `live` never set by a client, `rev` counting saves), with its slug claim per
// language (slugs/{collection}__{locale}__{slug}), its schedule entry
// (schedule/{collection}__{id}__{locale}) and an audit entry naming translations/<locale> in the
// same batch; staff write every language, a contributor only their own draft's, never published.
// Every denial is an attack or a mistake that must stay out, with an allowed write beside it.
import {
  collection,
  collectionGroup,
  doc,
  getDocFromServer,
  getDocsFromServer,
  query,
  serverTimestamp,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { auditPair, blogPost, caseStudy, slugClaim, STAFF_NAMES, staffProfiles, TS as PAST } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, ownerClient } from './helpers';

const UID = { editor: 'eddie', admin: 'ada', cora: 'cora', carl: 'carl', member: 'alice' } as const;
STAFF_NAMES.cora = 'Cora Contributor';
STAFF_NAMES.carl = 'Carl Contributor';
const FUTURE = Timestamp.fromDate(new Date(Date.now() + 24 * 3600 * 1000));

let owner: Firestore;
let editor: Firestore;
let cora: Firestore;
let member: Firestore;
let visitor: Firestore;

beforeAll(() => {
  owner = ownerClient();
  editor = client(UID.editor);
  cora = client(UID.cora);
  member = client(UID.member);
  visitor = client(null);
});

beforeEach(async () => {
  await clearFirestore();
  const b = writeBatch(owner);
  const put = (path: string, data: DocumentData) => b.set(doc(owner, path), data);
  put(`roles/${UID.editor}`, { role: 'editor' });
  put(`roles/${UID.admin}`, { role: 'admin' });
  put(`roles/${UID.cora}`, { role: 'contributor' });
  put(`roles/${UID.carl}`, { role: 'contributor' });
  for (const [path, data] of staffProfiles([UID.editor, UID.admin, UID.cora, UID.carl])) put(path, data);
  put('blog_posts/live', blogPost({ slug: 'live-post', title: 'Live post', live: true, rev: 1 }));
  put(...slugClaim('blog_posts', 'live', 'live-post'));
  put('blog_posts/mine', blogPost({ slug: 'mine', published: false, publishedAt: null, ownerUid: UID.cora }));
  put('blog_posts/carls', blogPost({ slug: 'carls', published: false, publishedAt: null, ownerUid: UID.carl }));
  put('blog_posts/cora-live', blogPost({ slug: 'cora-live', ownerUid: UID.cora, live: true }));
  put('case_studies/s', caseStudy({ slug: 'acme', live: true }));
  // A German translation already saved (rev 1), its slug claimed.
  put('blog_posts/live/translations/de', translation('de', { slug: 'live-beitrag', createdAt: PAST, updatedAt: PAST }));
  put('slugs/blog_posts__de__live-beitrag', { collection: 'blog_posts', recordId: 'live', locale: 'de' });
  // Another post holds "vergeben" in German.
  put('blog_posts/other', blogPost({ slug: 'other' }));
  put('blog_posts/other/translations/de', translation('de', { slug: 'vergeben', createdAt: PAST, updatedAt: PAST }));
  put('slugs/blog_posts__de__vergeben', { collection: 'blog_posts', recordId: 'other', locale: 'de' });
  await b.commit();
}, 60_000);

afterAll(closeClients);

/** A translation as the app stores it (src/lib/entity/translation.ts translationOps). */
function translation(locale: string, over: DocumentData = {}): DocumentData {
  return {
    locale,
    slug: `live-${locale}`,
    title: 'Übersetzter Titel',
    excerpt: '',
    body: 'Text',
    seoTitle: '',
    seoDescription: '',
    sourceTexts: { title: 'Live post', body: '# Hello' },
    published: false,
    publishedAt: null,
    unpublishAt: null,
    rev: 1,
    updatedBy: UID.editor,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...over,
  };
}

interface Save {
  collection?: string;
  id?: string;
  locale?: string;
  by?: string;
  /** The translation's fields over translation(locale). */
  data?: DocumentData;
  /** false: no audit entry; a string: the audit entry names this child instead. */
  audit?: false | string;
  /** false: no slug claim; an object: this claim's data instead. */
  claim?: false | DocumentData;
  /** The schedule entry written with it (published translations). */
  schedule?: DocumentData;
  update?: boolean;
}

/** A translation's save as the app batches it: the translation, its slug claim, its audit entry
 *  (and its schedule entry when given). */
function save(db: Firestore, s: Save = {}) {
  const { collection: c = 'blog_posts', id = 'live', locale = 'de', by = UID.editor } = s;
  const data = translation(locale, { updatedBy: by, ...s.data });
  const b = writeBatch(db);
  const path = `${c}/${id}/translations/${locale}`;
  if (s.update) {
    const { createdAt: _c, ...changes } = data;
    b.update(doc(db, path), changes);
  } else b.set(doc(db, path), data);
  if (s.claim !== false)
    b.set(
      doc(db, `slugs/${c}__${String(data.locale)}__${String(data.slug)}`),
      s.claim ?? { collection: c, recordId: id, locale: data.locale },
    );
  if (s.audit !== false)
    for (const [p, d] of auditPair({
      entity: c,
      collection: c,
      recordId: id,
      title: 'Live post (Deutsch)',
      action: 'updated',
      byUid: by,
      byName: STAFF_NAMES[by] ?? by,
      child: s.audit ?? `translations/${locale}`,
      at: serverTimestamp(),
    }))
      b.set(doc(db, p), d);
  if (s.schedule) b.set(doc(db, `schedule/${c}__${id}__${locale}`), s.schedule);
  return b.commit();
}

describe('staff write a translation per language', () => {
  it.each(['de', 'es'])('an editor creates the %s translation of a live post as a draft', async (locale) => {
    await expectAllowed(save(editor, { id: 'carls', locale, data: { slug: `carls-${locale}` } }));
  });

  it('an editor updates the German translation (rev 2), renaming its slug: the old claim stays for the 301', async () => {
    await expectAllowed(save(editor, { update: true, data: { slug: 'neuer-titel', rev: 2 } }));
    const old = await getDocFromServer(doc(owner, 'slugs/blog_posts__de__live-beitrag'));
    expect(old.data()).toEqual({ collection: 'blog_posts', recordId: 'live', locale: 'de' });
  });

  it('an editor publishes the German translation with its schedule entry (a German draft can be published on its own)', async () => {
    await expectAllowed(
      save(editor, {
        update: true,
        data: { slug: 'live-beitrag', rev: 2, published: true, publishedAt: FUTURE },
        schedule: { collection: 'blog_posts', publishAt: FUTURE, unpublishAt: null },
      }),
    );
  });

  it("a case study's translation carries its challenge and solution", async () => {
    await expectAllowed(
      save(editor, {
        collection: 'case_studies',
        id: 's',
        locale: 'es',
        data: { slug: 'acme-es', challenge: 'Reto', solution: 'Solución', sourceTexts: { challenge: '' } },
      }),
    );
  });

  it('staff list every translation (collection group); members and visitors read none', async () => {
    await expectAllowed(getDocsFromServer(query(collectionGroup(editor, 'translations'))));
    await expectAllowed(getDocsFromServer(collection(editor, 'blog_posts/live/translations')));
    await expectDenied(getDocsFromServer(query(collectionGroup(member, 'translations'))));
    await expectDenied(getDocFromServer(doc(member, 'blog_posts/live/translations/de')));
    await expectDenied(getDocFromServer(doc(visitor, 'blog_posts/carls/translations/de')));
  });
});

describe('a translation is validated per locale like the record', () => {
  it('a language the site does not translate into (fr) is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', locale: 'fr', data: { slug: 'carls-fr' } }));
  });
  it('a locale field that is not the document id is refused', async () => {
    await expectDenied(
      save(editor, { id: 'carls', locale: 'de', data: { locale: 'es', slug: 'carls-es' }, claim: false }),
    );
  });
  it.each([
    ['title', 'x'.repeat(201)],
    ['title', ''],
    ['seoTitle', 'x'.repeat(71)],
    ['seoDescription', 'x'.repeat(161)],
    ['excerpt', 'x'.repeat(1001)],
    ['slug', 'Not A Slug'],
    ['body', 7],
  ])("%s beyond the English field's bounds (%#) is refused", async (field, value) => {
    await expectAllowed(save(editor, { id: 'carls', data: { slug: 'carls-de' } }));
    await expectDenied(save(editor, { id: 'mine', data: { slug: 'mine-de', [field]: value } }));
  });
  it("a case study's own fields in a blog post's translation are refused", async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de', challenge: 'x' } }));
  });
  it('an unknown key is refused (no smuggled fields such as views)', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de', views: 1000 } }));
  });
  it.each([
    ['an unknown field', { title: 'T', coverImage: 'https://evil.example/x.png' }],
    ['a source longer than its field', { title: 'x'.repeat(201) }],
    ['a source that is not text', { body: { nested: true } }],
  ])('sourceTexts with %s are refused', async (_what, sourceTexts) => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de', sourceTexts } }));
  });
  it('a client setting live on a translation is refused (only the publishing functions do)', async () => {
    await expectDenied(
      save(editor, { id: 'carls', data: { slug: 'carls-de', live: true, published: true, publishedAt: PAST } }),
    );
  });
  it('a published translation without a publish time is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de', published: true, publishedAt: null } }));
  });
  it('a save from a stale copy (rev not the stored one + 1) is refused', async () => {
    await expectDenied(save(editor, { update: true, data: { slug: 'live-beitrag', rev: 1 } }));
  });
  it('another signer in updatedBy is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de', updatedBy: UID.admin } }));
  });
  it('a translation of an article that does not exist is refused', async () => {
    await expectDenied(save(editor, { id: 'ghost', data: { slug: 'ghost-de' } }));
  });
});

describe('companions: slug claim per language, audit entry, schedule', () => {
  it('a translation without its slug claim is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de' }, claim: false }));
  });
  it("a German slug another post holds is refused (its claim is the other post's)", async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'vergeben' } }));
  });
  it('the same slug in Spanish is free (slugs are unique per language)', async () => {
    await expectAllowed(save(editor, { id: 'carls', locale: 'es', data: { slug: 'vergeben' } }));
  });
  it('a claim naming the Spanish translation under the German key is refused', async () => {
    await expectDenied(
      save(editor, {
        id: 'carls',
        data: { slug: 'carls-de' },
        claim: { collection: 'blog_posts', recordId: 'carls', locale: 'es' },
      }),
    );
  });
  it('a translation written without an audit entry is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de' }, audit: false }));
  });
  it('an audit entry naming another language than the one written is refused', async () => {
    await expectDenied(save(editor, { id: 'carls', data: { slug: 'carls-de' }, audit: 'translations/es' }));
  });
  it('a schedule entry whose time is not the translation’s is refused', async () => {
    await expectDenied(
      save(editor, {
        update: true,
        data: { slug: 'live-beitrag', rev: 2, published: true, publishedAt: FUTURE },
        schedule: { collection: 'blog_posts', publishAt: PAST, unpublishAt: null },
      }),
    );
  });
});

describe('contributors: their own drafts’ translations, never published', () => {
  it('a contributor translates their own draft', async () => {
    await expectAllowed(save(cora, { id: 'mine', by: UID.cora, data: { slug: 'meins' } }));
  });
  it("a contributor's translation of someone else's draft is refused", async () => {
    await expectDenied(save(cora, { id: 'carls', by: UID.cora, data: { slug: 'carls-de' } }));
  });
  it('a contributor publishing their translation is refused', async () => {
    await expectDenied(
      save(cora, {
        id: 'mine',
        by: UID.cora,
        data: { slug: 'meins', published: true, publishedAt: FUTURE },
        schedule: { collection: 'blog_posts', publishAt: FUTURE, unpublishAt: null },
      }),
    );
  });
  it('a contributor translating their own article once it is published is refused (editors own it then)', async () => {
    await expectDenied(save(cora, { id: 'cora-live', by: UID.cora, data: { slug: 'cora-live-de' } }));
  });
  it("a contributor reads their own article's translations, not others'", async () => {
    await expectAllowed(save(cora, { id: 'mine', by: UID.cora, data: { slug: 'meins' } }));
    await expectAllowed(getDocFromServer(doc(cora, 'blog_posts/mine/translations/de')));
    await expectDenied(getDocFromServer(doc(cora, 'blog_posts/live/translations/de')));
  });
  it('a member (no role) writes no translation', async () => {
    await expectDenied(save(member, { id: 'carls', by: UID.member, data: { slug: 'carls-de' } }));
  });
});

// Page translations (pages/{pageId}/translations/{locale}: src/features/page-content/translation-api.ts):
// the page's section texts in that language and the English each came from, published at the
// server's time, counting saves; staff only, per locale.
describe("a page's translation per language", () => {
  const sections = (n = 1) =>
    Object.fromEntries(
      Array.from({ length: n }, (_, i) => [`section${i}`, { title: 'Titel', subtitle: 'Untertitel' }]),
    );
  const page = (locale: string, over: DocumentData = {}): DocumentData => ({
    locale,
    sections: { hero: { title: 'Tragwerksplanung', subtitle: 'Automatisiert' } },
    sourceSections: { hero: { title: 'Structural design', subtitle: 'Automated' } },
    lastUpdated: '2026-12-01',
    publishedAt: serverTimestamp(),
    rev: 1,
    ...over,
  });
  const put = (db: Firestore, locale = 'de', over: DocumentData = {}, pageId = 'home') =>
    writeBatch(db)
      .set(doc(db, `pages/${pageId}/translations/${locale}`), page(locale, over))
      .commit();

  it.each(['de', 'es'])('an editor publishes the %s translation of the home page; visitors read it', async (locale) => {
    await expectAllowed(put(editor, locale));
    await expectAllowed(getDocFromServer(doc(visitor, `pages/home/translations/${locale}`)));
  });

  it('an editor saves it again (rev 2); a save from a stale copy (rev 1 again) is refused', async () => {
    await expectAllowed(put(editor));
    await expectAllowed(put(editor, 'de', { rev: 2, sections: { hero: { title: 'Neu' } } }));
    await expectDenied(put(editor, 'de', { rev: 2, sections: { hero: { title: 'Alt' } } }));
  });

  it('six sections with their sources (the home page has six) stay within the rules’ limits', async () => {
    await expectAllowed(put(editor, 'de', { sections: sections(6), sourceSections: sections(6) }));
  });

  it.each([
    ['a member', () => member],
    ['a visitor', () => visitor],
    ['a contributor', () => cora],
  ])('%s writes no page translation', async (_who, db) => {
    await expectDenied(put(db()));
  });

  it.each([
    ['a language the site does not translate into (fr)', 'fr', {}],
    ['a locale field that is not the document id', 'de', { locale: 'es' }],
    ['seven sections', 'de', { sections: sections(7) }],
    ['a section field pages do not have', 'de', { sections: { hero: { title: 'x', html: '<b>' } } }],
    ['texts past the section bounds', 'de', { sections: { hero: { content: 'x'.repeat(5864) } } }],
    ['a source section past its bounds', 'de', { sourceSections: { hero: { title: 'x'.repeat(5864) } } }],
    ['a section name the app does not make', 'de', { sections: { 'bad name': { title: 'x' } } }],
    ['a list among the sources (only texts are translated)', 'de', { sourceSections: { hero: { stats: [] } } }],
    ['a list in the translation (lists read the English page)', 'de', { sections: { hero: { stats: [] } } }],
    ['no recorded sources', 'de', { sourceSections: undefined }],
    ['a publish time other than the server’s', 'de', { publishedAt: PAST }],
    ['a saver named on the public document', 'de', { updatedBy: UID.editor }],
    ['a first save that is not rev 1', 'de', { rev: 5 }],
  ])('%s is refused', async (_what, locale, over) => {
    const data = { ...over } as DocumentData;
    if ('sourceSections' in data && data.sourceSections === undefined) {
      const { sourceSections: _s, ...rest } = page(locale as string);
      await expectDenied(
        writeBatch(editor)
          .set(doc(editor, `pages/home/translations/${locale}`), rest)
          .commit(),
      );
      return;
    }
    await expectDenied(put(editor, locale as string, data));
  });

  it('a page the site does not have is refused', async () => {
    await expectDenied(put(editor, 'de', {}, 'nowhere'));
  });
});
