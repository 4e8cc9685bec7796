// A lead's visit fields (src/domain/analytics/lead-visit.ts, firestore.rules validLeadVisit): whether
// the analytics counted its visitor, the pages seen in its tab before it (bounded) and the Web
// Vitals ratings the tab measured. Each case is checked against the rules AND the schema the
// dialog writes with, so the two cannot drift; each refusal stands beside a well-formed request of
// the same visitor.
import { addDoc, collection, type DocumentData, type Firestore } from 'firebase/firestore';
import { leadVisitSchema } from '@/domain/analytics/lead-visit';
import { demoRequest } from './fixtures';
import { chars, clearFirestore, client, closeClients, expectAllowed, expectDenied } from './helpers';

let visitor: Firestore;
beforeAll(async () => {
  visitor = client(null);
  // The emulator's first evaluation of these rules is slow: out of the first case's time.
  await addDoc(collection(visitor, 'demo_requests'), lead({})).catch(() => {});
}, 90_000);
beforeEach(() => clearFirestore());
afterAll(() => closeClients());

const lead = (visit: DocumentData) => demoRequest(visit);
const path = (n: number) => `/${chars(n - 1, 'p')}`;
const pages = (count: number, length = 12) => Array.from({ length: count }, () => path(length));

const cases: [string, 'allow' | 'deny', DocumentData][] = [
  ['no visit fields (an old client, the no-JavaScript form)', 'allow', {}],
  ...['counted', 'opted-out', 'staff', 'bot'].map((a): [string, 'allow', DocumentData] => [
    `analytics "${a}"`,
    'allow',
    { analytics: a },
  ]),
  ['analytics "excluded" (not one of the four)', 'deny', { analytics: 'excluded' }],
  ['analytics as a boolean', 'deny', { analytics: true }],
  ['one page seen', 'allow', { pagesSeen: ['/'] }],
  ['20 pages of 200 characters', 'allow', { pagesSeen: pages(20, 200) }],
  ['21 pages', 'deny', { pagesSeen: pages(21) }],
  ['a page of 201 characters', 'deny', { pagesSeen: ['/', path(201)] }],
  ['no pages (an empty list)', 'deny', { pagesSeen: [] }],
  ['a page that is not a path', 'deny', { pagesSeen: ['/', 'https://evil.example/'] }],
  ['a page holding a newline (two paths in one)', 'deny', { pagesSeen: ['/a\n/b'] }],
  ['a page that is a number', 'deny', { pagesSeen: ['/', 7] }],
  ['pages as one string', 'deny', { pagesSeen: '/,/blog' }],
  ['pages as a map', 'deny', { pagesSeen: { 0: '/' } }],
  [
    'every metric rated',
    'allow',
    { vitalsRatings: { LCP: 'good', INP: 'needs-improvement', CLS: 'poor', FCP: 'good', TTFB: 'good' } },
  ],
  ['a rating that is a number', 'deny', { vitalsRatings: { LCP: 2400 } }],
  ['a rating not one of the three', 'deny', { vitalsRatings: { LCP: 'great' } }],
  ['a metric that is not a Web Vital', 'deny', { vitalsRatings: { FID: 'good' } }],
  ['ratings as a list', 'deny', { vitalsRatings: ['good'] }],
  [
    'all three together',
    'allow',
    { analytics: 'counted', pagesSeen: ['/', '/blog/launch', '/pricing'], vitalsRatings: { LCP: 'good' } },
  ],
];

test.each(cases)('%s: %s', async (_name, expected, visit) => {
  const write = addDoc(collection(visitor, 'demo_requests'), lead(visit));
  if (expected === 'allow') await expectAllowed(write);
  else await expectDenied(write);
  expect(leadVisitSchema.safeParse(visit).success).toBe(expected === 'allow');
});
