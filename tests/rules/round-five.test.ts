// Issue 40 ("Security, round five"): what a visitor writes to demo_requests holds no control
// character (C0, DEL, C1) and no bidirectional control, in every string it writes: the visible
// fields, the button's label (`source`) and every value of the attribution. The project
// description may hold tab and line feed (a visitor's paragraphs), as src/lib/util/clean-text.ts
// keeps them. Each refusal stands beside the same visitor's clean request, allowed.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type DocumentData, type Firestore } from 'firebase/firestore';
import { cleanText } from '@/lib/util/clean-text';
import { clearFirestore, client, closeClients, expectAllowed, expectDenied, rulesTestEnv } from './helpers';

let env: RulesTestEnvironment;
let visitor: Firestore;
beforeAll(async () => {
  // The rules under test (firestore.rules, or RULES_FILE: run against the rules before issue 40).
  env = await rulesTestEnv();
  visitor = client(null);
}, 120_000); // the emulator's first rules compile, on a busy machine
beforeEach(() => clearFirestore());
afterAll(async () => {
  await closeClients();
  await env.cleanup();
});

const lead = (): DocumentData => ({
  name: 'Marta Sousa',
  email: 'marta@example.com',
  phone: '+351 22 000 0000',
  company: 'Sousa Estruturas',
  projectDescription: 'Steel warehouse extension.\n\t- 40 m span portal frames',
  source: 'Get a Demo',
  status: 'new',
  createdAt: serverTimestamp(),
  attribution: {
    firstTouch: {
      landingPage: '/blog/launch',
      referrerHost: 'linkedin.com',
      utm: { source: 'linkedin', medium: 'social', campaign: 'launch', term: 'steel', content: 'hero' },
      clickIds: { gclid: 'G1', fbclid: 'F1', msclkid: 'M1' },
      at: '2026-11-27T10:00:00.000Z',
    },
    lastTouch: { landingPage: '/pricing', utm: { campaign: 'retarget' } },
    page: '/pricing',
  },
});

/** Every string a visitor writes, by its path in the lead. */
const ONE_LINE = [
  'name',
  'phone',
  'company',
  'source',
  'attribution.page',
  ...['firstTouch', 'lastTouch'].map((t) => `attribution.${t}.landingPage`),
  'attribution.firstTouch.referrerHost',
  'attribution.firstTouch.at',
  ...['source', 'medium', 'campaign', 'term', 'content'].map((k) => `attribution.firstTouch.utm.${k}`),
  'attribution.lastTouch.utm.campaign',
  ...['gclid', 'fbclid', 'msclkid'].map((k) => `attribution.firstTouch.clickIds.${k}`),
];
/** Control and bidi characters: CR, LF, tab, NUL, ESC, DEL, NEL (C1), ALM, LRM, RLO, LRI, PDI. */
const UNSAFE = [
  '\r',
  '\n',
  '\t',
  '\u0000',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u061c',
  '\u200e',
  '\u202e',
  '\u2066',
  '\u2069',
];
const name = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The lead with `c` inserted into the string at `path`. */
function withChar(path: string, c: string): DocumentData {
  const data = lead();
  const keys = path.split('.');
  let at = data;
  for (const k of keys.slice(0, -1)) at = at[k] as DocumentData;
  const last = keys[keys.length - 1]!;
  const value = at[last] as string;
  at[last] = `${value.slice(0, 1)}${c}${value.slice(1)}`;
  return data;
}

let n = 0;
const id = () => `R5${String(++n).padStart(18, '0')}`;
const create = (data: DocumentData) => setDoc(doc(visitor, `demo_requests/${id()}`), data);

describe('demo_requests: visitor text without control or bidi characters (issue 40)', () => {
  it('a clean lead with its attribution, and a description with tab and line feed, is allowed', async () => {
    await expectAllowed(create(lead()));
  });

  it.each(ONE_LINE)('%s: each control and bidi character is refused', async (path) => {
    for (const c of UNSAFE)
      await expectDenied(create(withChar(path, c))).catch((e: Error) => {
        throw new Error(`${path} with ${name(c)} was allowed: ${e.message}`);
      });
  });

  it('the project description: tab and LF allowed; CR, the other controls and bidi refused', async () => {
    await expectAllowed(create(withChar('projectDescription', '\t')));
    await expectAllowed(create(withChar('projectDescription', '\n')));
    for (const c of UNSAFE.filter((c) => c !== '\t' && c !== '\n'))
      await expectDenied(create(withChar('projectDescription', c))).catch((e: Error) => {
        throw new Error(`projectDescription with ${name(c)} was allowed: ${e.message}`);
      });
  });

  it('what the one cleaning function gives is allowed (the app and the rules agree)', async () => {
    const data = lead();
    const dirty = `  \u202eCamp\r\nBcc: x@evil.example\u2066 `;
    data.attribution.firstTouch.utm.campaign = cleanText(dirty, 100);
    data.name = cleanText(`Marta\u0000\u200e Sousa`);
    data.projectDescription = cleanText('Line one\r\nLine two\u202e', 2000, { lines: true });
    await expectAllowed(create(data));
  });
});
