// A lead with every optional part the dialog writes (language, both touches with every campaign
// parameter and click id, 20 pages seen, every Web Vital) stays within the 1,000 expressions
// Firestore evaluates per request: a campaign visitor's request from the app was refused with
// "maximum of 1000 expressions" once the lead gained its language (issue 41), and the visitor saw
// "We could not send your request". The per-value bounds the shorter check keeps are denied below.
import { addDoc, collection } from 'firebase/firestore';
import { demoRequest } from './fixtures';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied } from './helpers';

beforeAll(async () => {
  // The emulator's first evaluation of these rules is slow: out of the first case's time.
  await addDoc(collection(client(null), 'demo_requests'), demoRequest({})).catch(() => {});
}, 90_000);
afterAll(() => closeClients());
beforeEach(() => clearFirestore());
const touch = {
  landingPage: '/blog/automated-code-checks-vs-spreadsheets',
  referrerHost: 'linkedin.com',
  utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
  at: '2026-12-07T19:00:00.000Z',
};
const base = {
  name: 'Inês Ferreira mxdn2qdz',
  email: 'ines.1796670252669@example.com',
  company: 'Ferreira Engenharia',
  projectDescription: 'Six-storey timber office in Braga.',
  source: 'Get a Demo',
  attribution: { firstTouch: touch, lastTouch: touch, page: '/' },
  analytics: 'counted',
  pagesSeen: ['/blog/automated-code-checks-vs-spreadsheets', '/'],
  vitalsRatings: { LCP: 'good', FCP: 'good', TTFB: 'good', CLS: 'good' },
};
test.each([
  ['without locale', base],
  ['with locale', { ...base, locale: 'en' }],
  [
    'two touches, every parameter, with locale',
    {
      ...base,
      locale: 'de',
      attribution: {
        firstTouch: {
          ...touch,
          utm: { source: 'a'.repeat(100), medium: 'm', campaign: 'c', term: 't', content: 'x' },
          clickIds: { gclid: 'g'.repeat(200), fbclid: 'f', msclkid: 'm' },
        },
        lastTouch: {
          ...touch,
          landingPage: '/',
          utm: { source: 's', medium: 'm', campaign: 'c', term: 't', content: 'x' },
          clickIds: { gclid: 'g', fbclid: 'f', msclkid: 'm' },
        },
        page: '/',
      },
      pagesSeen: Array.from({ length: 20 }, (_, i) => '/p' + i),
      vitalsRatings: { LCP: 'good', INP: 'good', CLS: 'good', FCP: 'good', TTFB: 'good' },
    },
  ],
])(
  'allowed: %s',
  async (_n, over) => {
    await expectAllowed(addDoc(collection(client(null), 'demo_requests'), demoRequest(over)));
  },
  60_000,
);

const withTouch = (t: object) => ({
  ...base,
  locale: 'en',
  attribution: { firstTouch: touch, lastTouch: t, page: '/' },
});
test.each([
  ['a campaign of 101 characters', withTouch({ ...touch, utm: { campaign: 'c'.repeat(101) } })],
  ['an empty campaign', withTouch({ ...touch, utm: { campaign: '' } })],
  ['a campaign that is a number', withTouch({ ...touch, utm: { campaign: 7 } })],
  ['a click id that is a list', withTouch({ ...touch, clickIds: { gclid: ['g'] } })],
  ['a click id of 201 characters', withTouch({ ...touch, clickIds: { gclid: 'g'.repeat(201) } })],
  ['a campaign holding a newline', withTouch({ ...touch, utm: { source: 'a\nb' } })],
  ['an unknown campaign key', withTouch({ ...touch, utm: { ref: 'x' } })],
  [
    'a first touch with a campaign of 101 characters',
    {
      ...base,
      attribution: { firstTouch: { ...touch, utm: { source: 's'.repeat(101) } }, lastTouch: touch, page: '/' },
    },
  ],
])(
  'denied: %s',
  async (_n, lead) => {
    await expectDenied(addDoc(collection(client(null), 'demo_requests'), demoRequest(lead)));
  },
  60_000,
);
