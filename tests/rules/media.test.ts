// media/{id}: the media library's metadata documents against firestore.rules (validMedia), with
// @firebase/rules-unit-testing on the Firestore emulator. Each deny sits beside an allow for the
// same actor with the well-formed record, so a deny passes only because of the value under test.
// The record is built the way the app builds it (src/features/media/entity.ts uploads.record, the
// path from src/lib/entity/upload.ts uniquePath) and checked against the client schema too, so the client
// and the rules agree on types, sizes and path shapes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import {
  MEDIA_ALT_MAX,
  MEDIA_MAX_BYTES,
  MEDIA_TYPES,
  mediaInputSchema,
  mediaRecordSchema,
} from '@/features/media/schema';
import { uniquePath } from '@/lib/entity';
import { z } from '@/lib/schema/zod';
import { rulesTestEnv } from './helpers';
import { TS } from './fixtures';

setLogLevel('silent');

const UID = { editor: 'eddie', admin: 'ada', member: 'alice' } as const;
type Actor = 'visitor' | keyof typeof UID;

let env: RulesTestEnvironment;
const db = (actor: Actor): Firestore =>
  (actor === 'visitor'
    ? env.unauthenticatedContext().firestore()
    : env.authenticatedContext(UID[actor], { email: `${UID[actor]}@example.com` }).firestore()) as unknown as Firestore;

/** A record as the app writes it after uploading `name` (uploadedBy = the caller). */
const record = (by: string, over: DocumentData = {}): DocumentData => ({
  name: 'Site plan.png',
  path: uniquePath('media', 'Site plan.png', 'k3x9q2k3x9q2k3x9q2ab'),
  url: 'https://firebasestorage.googleapis.com/v0/b/demo/o/media%2Fsite-plan-k3x9q2.png?alt=media',
  contentType: 'image/png',
  size: 482_113,
  width: 1600,
  height: 900,
  uploadedBy: by,
  uploadedByName: 'Eddie Editor',
  createdAt: serverTimestamp(),
  ...over,
});

/** What the client schema says of the same record (without the server-set createdAt). */
const clientAccepts = (data: DocumentData) => {
  const { createdAt: _t, ...rest } = data;
  return z.safeParse(mediaRecordSchema, rest).success;
};

let n = 0;
const create = (actor: Actor, data: DocumentData) => setDoc(doc(db(actor), 'media', `new-${++n}`), data);

beforeAll(async () => {
  env = await rulesTestEnv();
}, 120_000); // loading the rules into a cold emulator on a loaded machine

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const owner = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(owner, 'roles', UID.editor), { role: 'editor' });
    await setDoc(doc(owner, 'roles', UID.admin), { role: 'admin' });
    await setDoc(doc(owner, 'media', 'm1'), { ...record(UID.editor), createdAt: TS });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('media: who records, deletes and changes files', () => {
  it('an editor and an admin record their own uploads; the client schema agrees', async () => {
    expect(clientAccepts(record(UID.editor))).toBe(true);
    await assertSucceeds(create('editor', record(UID.editor)));
    await assertSucceeds(create('admin', record(UID.admin)));
  });

  it('a member and a visitor cannot record uploads; nobody records as someone else', async () => {
    await assertFails(create('member', record(UID.member)));
    await assertFails(create('visitor', record('')));
    await assertFails(create('editor', record(UID.admin)));
  });

  it('the file and its facts never change (a new file is a new upload); staff delete records, others not', async () => {
    await assertFails(updateDoc(doc(db('editor'), 'media/m1'), { name: 'Renamed.png', rev: 1 }));
    await assertFails(updateDoc(doc(db('admin'), 'media/m1'), { url: '/og-image.png', rev: 1 }));
    await assertFails(updateDoc(doc(db('admin'), 'media/m1'), { alt: 'Site plan', size: 1, rev: 1 }));
    await assertFails(deleteDoc(doc(db('member'), 'media/m1')));
    await assertFails(deleteDoc(doc(db('visitor'), 'media/m1')));
    await assertSucceeds(deleteDoc(doc(db('editor'), 'media/m1')));
  });
});

describe('media: content types (the client list, no SVG or markup)', () => {
  it.each([...MEDIA_TYPES])('%s is accepted by the rules and the client', async (contentType) => {
    expect(clientAccepts(record(UID.editor, { contentType }))).toBe(true);
    await assertSucceeds(create('editor', record(UID.editor, { contentType })));
  });

  it.each(['image/svg+xml', 'text/html', 'application/javascript', 'image/tiff', 'IMAGE/PNG', '', 42])(
    '%s is refused by the rules and the client',
    async (contentType) => {
      expect(clientAccepts(record(UID.editor, { contentType }))).toBe(false);
      await assertFails(create('editor', record(UID.editor, { contentType })));
    },
  );
});

describe('media: size bound (strictly under 20 MB, as storage.rules)', () => {
  it('0 bytes and the largest size the client accepts pass', async () => {
    for (const size of [0, MEDIA_MAX_BYTES]) {
      expect(clientAccepts(record(UID.editor, { size }))).toBe(true);
      await assertSucceeds(create('editor', record(UID.editor, { size })));
    }
  });

  it.each([
    ['20 MB', MEDIA_MAX_BYTES + 1],
    ['a negative size', -1],
    ['a fraction', 1.5],
    ['a string', '1024'],
  ])('%s is refused', async (_what, size) => {
    expect(clientAccepts(record(UID.editor, { size }))).toBe(false);
    await assertFails(create('editor', record(UID.editor, { size })));
  });

  it('pixel sizes are whole, positive and bounded', async () => {
    await assertSucceeds(create('editor', record(UID.editor, { width: 100000, height: 1 })));
    for (const over of [{ width: 0 }, { height: 100001 }, { width: 12.5 }, { height: '900' }]) {
      expect(clientAccepts(record(UID.editor, over))).toBe(false);
      await assertFails(create('editor', record(UID.editor, over)));
    }
  });
});

describe('media: path shape (a unique media/ name, never markup or script)', () => {
  it.each(['Tower.JPG', 'Ünïcödé façade.webp', 'walkthrough.mp4', 'no extension', 'x'.repeat(300) + '.pdf'])(
    'uniquePath of %s is accepted',
    async (name) => {
      const data = record(UID.editor, { path: uniquePath('media', name) });
      expect(clientAccepts(data)).toBe(true);
      await assertSucceeds(create('editor', data));
    },
  );

  it.each([
    'media/tower.jpg', // no unique suffix: could be an overwrite
    'resources/guide/x-k3x9q2.pdf', // another folder
    'media/../roles/x-k3x9q2.png',
    'media/Tower-k3x9q2.jpg', // not made by uniquePath
    'media/logo-k3x9q2.svg', // markup
    'media/page-k3x9q2.html',
    'media/app-k3x9q2.js',
    `media/${'a'.repeat(190)}-k3x9q2.png`, // over 200 characters
    '',
  ])('%s is refused', async (p) => {
    const data = record(UID.editor, { path: p });
    await assertFails(create('editor', data));
  });
});

describe('media: the other fields', () => {
  it('the URL is a link the site may show (https or a site path)', async () => {
    await assertSucceeds(create('editor', record(UID.editor, { url: '/images/media/site-plan.png' })));
    for (const url of ['javascript:alert(1)', 'http://e.co/x.png', '//evil.example/x.png', '', 'x'.repeat(10)]) {
      expect(clientAccepts(record(UID.editor, { url }))).toBe(false);
      await assertFails(create('editor', record(UID.editor, { url })));
    }
  });

  it('name 1-200 characters, uploader name up to 120, no other keys, the server time', async () => {
    await assertSucceeds(
      create('editor', record(UID.editor, { name: 'n'.repeat(200), uploadedByName: 'u'.repeat(120) })),
    );
    for (const over of [
      { name: '' },
      { name: 'n'.repeat(201) },
      { uploadedByName: 'u'.repeat(121) },
      { alt: 'x' },
      { createdAt: TS },
    ])
      await assertFails(create('editor', record(UID.editor, over)));
  });
});

describe('media: alt text (issue 22; mediaInputSchema, isMediaAltUpdate)', () => {
  const edit = (actor: Actor, data: DocumentData) => updateDoc(doc(db(actor), 'media/m1'), data);

  it('staff write an image’s alt text or mark it decorative, each save naming the next revision', async () => {
    await assertSucceeds(edit('editor', { alt: 'Site plan of the Harbourline plot', decorative: false, rev: 1 }));
    await assertSucceeds(edit('admin', { alt: '', decorative: true, rev: 2 }));
  });

  it('a member or a visitor cannot, even with the right revision', async () => {
    await assertFails(edit('member', { alt: 'Mine', decorative: false, rev: 1 }));
    await assertFails(edit('visitor', { alt: 'Mine', decorative: false, rev: 1 }));
  });

  it('a save from a stale copy, or naming no revision, is refused (no silent overwrite)', async () => {
    await assertSucceeds(edit('editor', { alt: 'First', decorative: false, rev: 1 }));
    await assertFails(edit('admin', { alt: 'Second, from the copy opened before', decorative: false, rev: 1 }));
    await assertFails(edit('admin', { alt: 'No revision', decorative: false }));
  });

  it('alt text up to 250 characters (as the client), a string; decorative a boolean', async () => {
    const ok = z.safeParse(mediaInputSchema, { alt: 'a'.repeat(MEDIA_ALT_MAX), decorative: false });
    expect(ok.success).toBe(true);
    await assertSucceeds(edit('editor', { alt: 'a'.repeat(MEDIA_ALT_MAX), decorative: false, rev: 1 }));
    expect(z.safeParse(mediaInputSchema, { alt: 'a'.repeat(MEDIA_ALT_MAX + 1) }).success).toBe(false);
    for (const over of [
      { alt: 'a'.repeat(MEDIA_ALT_MAX + 1) },
      { alt: 42 },
      { alt: ['x'] },
      { decorative: 'yes' },
      { decorative: 1 },
    ]) {
      expect(z.safeParse(mediaInputSchema, { alt: '', decorative: false, ...over }).success).toBe(false);
      await assertFails(edit('editor', { alt: '', decorative: false, ...over, rev: 1 }));
    }
  });
});
