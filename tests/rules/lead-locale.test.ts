// A lead's language (demo_requests/{id}.locale: src/domain/leads/lead.ts storedLeadSchema,
// firestore.rules validDemoRequest): optional, for the leads sent before the site had languages,
// and one of the site's languages (src/domain/locales.ts) when present. Every case is checked
// against the rules AND the stored schema, so the two cannot drift; every language the site
// declares is tried, so a language added to locales.ts but not to the rules fails here.
import { addDoc, collection, type DocumentData, type Firestore } from 'firebase/firestore';
import { storedLeadSchema } from '@/domain/leads/lead';
import { LOCALE_CODES } from '@/domain/locales';
import { demoRequest } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied } from './helpers';

let visitor: Firestore;
beforeAll(async () => {
  visitor = client(null);
  // The emulator's first evaluation of these rules is slow: out of the first case's time.
  await addDoc(collection(visitor, 'demo_requests'), demoRequest()).catch(() => {});
}, 90_000);
beforeEach(() => clearFirestore());
afterAll(() => closeClients());

const cases: [string, 'allow' | 'deny', DocumentData][] = [
  ['no locale (a lead from before the site had languages)', 'allow', {}],
  ...LOCALE_CODES.map((code): [string, 'allow', DocumentData] => [`locale "${code}"`, 'allow', { locale: code }]),
  ['a language the site does not have', 'deny', { locale: 'fr' }],
  ['a language in capitals', 'deny', { locale: 'DE' }],
  ['a region tag', 'deny', { locale: 'de-DE' }],
  ['an empty locale', 'deny', { locale: '' }],
  ['null', 'deny', { locale: null }],
  ['a number', 'deny', { locale: 1 }],
  ['a list', 'deny', { locale: ['de'] }],
];

test.each(cases)('%s: %s', async (_name, expected, over) => {
  const write = addDoc(collection(visitor, 'demo_requests'), demoRequest(over));
  if (expected === 'allow') await expectAllowed(write);
  else await expectDenied(write);
  const { createdAt: _at, ...stored } = demoRequest(over);
  expect(storedLeadSchema.safeParse(stored).success).toBe(expected === 'allow');
});
