// The demo request without JavaScript, over HTTP through Hosting and the site function: a page's
// `?demo` URL renders the dialog open in the page's markup, its form posts to that URL, and the
// function stores the lead (functions/src/leads/form-post.ts) or renders the form again with what
// was typed and each field's reason. Each test posts as its own client, posing as production's
// front end has it: the client's address is the X-Forwarded-For entry the front end appends, the
// last one (functions/src/http/client-address.ts; the Hosting emulator passes the header through
// as sent), so the per-client limit is its own.
import type { Firestore } from 'firebase-admin/firestore';
import { THANK_YOU_TEXT } from '@/features/leads/components/DemoDialog';
import { summarize, trafficCsv } from '@/features/analytics/traffic';
import { hasUnsafeChars } from '@/lib/util/clean-text';
import { formulaCells } from '@/testing/spreadsheet';
import { adminDb, closeAdmin, SITE_URL, waitFor } from '../functions/helpers';

let db: Firestore;
let n = 0;
const unique = () => `${Date.now().toString(36)}${++n}`;
const client = () => `198.51.100.${(Date.now() + ++n) % 250}`;

// The addresses this file sends from: its leads are deleted at the end, so the browser tests that
// run next against the same emulators see the seeded leads only.
const sentFrom = new Set<string>();

beforeAll(() => {
  db = adminDb();
});
afterAll(async () => {
  for (const email of sentFrom) await Promise.all((await leadsFor(email)).map((doc) => doc.ref.delete()));
  await closeAdmin();
});

function fields(over: Record<string, string> = {}) {
  const id = unique();
  const sent = {
    name: `Marta Sousa ${id}`,
    email: `marta.${id}@example.com`,
    phone: '+351 22 000 0000',
    company: 'Sousa Estruturas',
    projectDescription: 'Steel warehouse extension in Porto, 40 m span portal frames.',
    source: 'Get a Demo',
    website: '',
    ...over,
  };
  sentFrom.add(sent.email);
  return sent;
}

const post = (path: string, body: Record<string, string> | string, headers: Record<string, string> = {}) =>
  fetch(`${SITE_URL}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Forwarded-For': client(),
      ...headers,
    },
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });

const leadsFor = async (email: string) => (await db.collection('demo_requests').where('email', '==', email).get()).docs;
/** The value attribute of the dialog's input `id` in a page. */
const inputValue = (html: string, id: string) =>
  new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1] ??
  new RegExp(`<textarea[^>]*id="${id}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1];

describe('a page with ?demo', () => {
  it('renders the dialog open in the markup, its form posting to the same URL, noindex and canonical to the page', async () => {
    const res = await fetch(`${SITE_URL}/?demo`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const form = /<form[^>]*id="demo-form"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/?demo"');
    expect(html).toContain('id="demo-dialog-title"');
    expect(html).toMatch(/<h2[^>]*id="demo-dialog-title"[^>]*>Get a Demo<\/h2>/);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/"\/>/);
    for (const name of ['name', 'email', 'phone', 'company', 'projectDescription', 'website', 'source'])
      expect(html).toContain(`name="${name}"`);
  });

  it('is titled with a call to action the page offers, never with words the link brings', async () => {
    const offered = await (await fetch(`${SITE_URL}/?demo=${encodeURIComponent('Start Free')}`)).text();
    expect(offered).toMatch(/id="demo-dialog-title"[^>]*>Start Free</);
    const foreign = await (await fetch(`${SITE_URL}/?demo=${encodeURIComponent('Your account is locked')}`)).text();
    expect(foreign).toMatch(/id="demo-dialog-title"[^>]*>Get a Demo</);
    expect(foreign).not.toContain('Your account is locked');
  });

  it('?demo=sent shows the thank-you', async () => {
    const html = await (await fetch(`${SITE_URL}/solutions?demo=sent`)).text();
    expect(html).toContain('Thank You!');
    expect(html).toContain(THANK_YOU_TEXT.replace(/'/g, '&#x27;'));
  });

  it('a page without ?demo has no dialog and stays indexable', async () => {
    const html = await (await fetch(`${SITE_URL}/solutions`)).text();
    expect(html).not.toContain('id="demo-dialog-title"');
    expect(html).not.toContain('noindex');
  });
});

describe('posting the form', () => {
  it('stores the lead as the browser would, answers 303 to the thank-you, and the notification follows', async () => {
    const sent = fields({ source: 'Talk to an Engineer' });
    const res = await post('/solutions?demo=Talk%20to%20an%20Engineer', sent);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/solutions?demo=sent');
    const [lead, ...more] = await leadsFor(sent.email);
    expect(more).toHaveLength(0);
    expect(lead!.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const { createdAt, notification: _n, ...stored } = lead!.data();
    expect(stored).toEqual({
      name: sent.name,
      email: sent.email,
      phone: sent.phone,
      company: sent.company,
      projectDescription: sent.projectDescription,
      source: 'Talk to an Engineer',
      status: 'new',
      locale: 'en',
    });
    expect(createdAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
    // notifyLead claims every new lead (email and webhook follow: e2e/no-javascript.spec.ts reads MailDev).
    await waitFor('the lead notification to start', async () => (await lead!.ref.get()).get('notification'));
  });

  it("records the page's language: the form's hidden locale, else the Referer's prefix, else English", async () => {
    const german = fields({ locale: 'de' });
    expect((await post('/?demo', german)).status).toBe(303);
    expect((await leadsFor(german.email))[0]!.get('locale')).toBe('de');
    const fromSpanishPage = fields();
    const referer = { Referer: `${SITE_URL}/es/solutions?demo` };
    expect((await post('/solutions?demo', fromSpanishPage, referer)).status).toBe(303);
    expect((await leadsFor(fromSpanishPage.email))[0]!.get('locale')).toBe('es');
    const unknown = fields({ locale: 'xx' });
    expect((await post('/?demo', unknown)).status).toBe(303);
    expect((await leadsFor(unknown.email))[0]!.get('locale')).toBe('en');
  });

  it("records the page it was sent from as the lead's attribution (its campaign parameters too)", async () => {
    const sent = fields();
    const from = `${SITE_URL}/solutions?utm_source=linkedin&utm_campaign=launch&demo`;
    expect((await post('/solutions?demo', sent, { Referer: from })).status).toBe(303);
    const [lead] = await leadsFor(sent.email);
    const attribution = lead!.get('attribution');
    expect(attribution.page).toBe('/solutions');
    expect(attribution.lastTouch.utm).toMatchObject({ source: 'linkedin', campaign: 'launch' });
  });

  it("carries a landing page's campaign into its demo links, so the request keeps it without JavaScript", async () => {
    const page = await (await fetch(`${SITE_URL}/solutions?utm_source=linkedin&utm_campaign=launch&ref=abc`)).text();
    const links = [...page.matchAll(/href="(\/solutions\?[^"]*demo[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/solutions\?utm_source=linkedin&utm_campaign=launch&demo/);
    // The form on that link's page posts to it: the post's Referer is the page that held the form.
    const dialog = await (await fetch(`${SITE_URL}${links[0]}`)).text();
    expect(dialog).toContain('action="/solutions?utm_source=linkedin&amp;utm_campaign=launch&amp;demo"');
  });

  it('stores nothing twice: the same request posted again is the same lead', async () => {
    const sent = fields();
    const first = await post('/?demo', sent);
    const again = await post('/?demo', sent);
    expect([first.status, again.status]).toEqual([303, 303]);
    expect(await leadsFor(sent.email)).toHaveLength(1);
  });

  it('trims what was typed as the dialog does', async () => {
    const sent = fields();
    await post('/?demo', { ...sent, name: `  ${sent.name}  `, email: ` ${sent.email} ` });
    const [lead] = await leadsFor(sent.email);
    expect(lead!.get('name')).toBe(sent.name);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['email', 'marta@example.com\r\nBcc: x@evil.example', 'Please enter a valid email address'],
    ['name', '   ', 'Please enter your name'],
    ['name', 'N'.repeat(101), 'At most 100 characters'],
    ['company', '', 'Please enter your company'],
    ['projectDescription', '', 'Please describe your project'],
    // The rules' limit for the browser's write (firestore.rules validDemoRequest), the schema's too.
    ['projectDescription', 'd'.repeat(2001), 'At most 2000 characters'],
    ['phone', '9'.repeat(41), 'At most 40 characters'],
  ])(
    'a bad %s (%j) renders the form again, 400, with its reason and everything typed',
    async (field, value, reason) => {
      const sent = fields({ [field]: value });
      const res = await post('/?demo', sent);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toMatch(new RegExp(`id="demo-${field}-helper-text"[^>]*>${reason}<`));
      for (const other of ['name', 'email', 'phone', 'company', 'projectDescription'] as const)
        if (other !== field) expect(inputValue(html, `demo-${other}`)).toBe(sent[other]);
      expect(await leadsFor(sent.email)).toHaveLength(0);
    },
  );

  it('the honeypot: the usual thank-you, nothing stored', async () => {
    const sent = fields({ website: 'https://spam.example' });
    const res = await post('/?demo', sent);
    expect(res.status).toBe(303);
    expect(await leadsFor(sent.email)).toHaveLength(0);
  });

  it('an oversize body is refused with 413 and nothing stored', async () => {
    const sent = fields({ projectDescription: 'x'.repeat(20_000) });
    const res = await post('/?demo', sent);
    expect(res.status).toBe(413);
    expect(await res.text()).toMatch(/too large/);
    expect(await leadsFor(sent.email)).toHaveLength(0);
  });

  it('a wrong content type is refused with 415; a wrong method or a post without ?demo with 405', async () => {
    const sent = fields();
    const json = await post('/?demo', JSON.stringify(sent), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await json.text()).toMatch(/application\/x-www-form-urlencoded/);
    const put = await fetch(`${SITE_URL}/?demo`, { method: 'PUT', body: new URLSearchParams(sent) });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await put.text()).toMatch(/demo request form is sent with POST/);
    // Without ?demo a page takes no write at all (as tests/site/site.test.ts has it for every page).
    const noDemo = await post('/solutions', sent);
    expect(noDemo.status).toBe(405);
    expect(noDemo.headers.get('allow')).toBe('GET, HEAD');
    expect(await leadsFor(sent.email)).toHaveLength(0);
  });

  it('limits one client to 5 posts an hour: the 6th gets 429, the form and what was typed', async () => {
    const address = '203.0.113.77';
    const emails: string[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = fields();
      emails.push(sent.email);
      expect((await post('/?demo', sent, { 'X-Forwarded-For': address })).status).toBe(303);
    }
    const sixth = fields();
    const res = await post('/?demo', sixth, { 'X-Forwarded-For': address });
    expect(res.status).toBe(429);
    const html = await res.text();
    expect(html).toContain('Too many requests from your network in the last hour');
    expect(inputValue(html, 'demo-email')).toBe(sixth.email);
    expect(await leadsFor(sixth.email)).toHaveLength(0);
    // Another client is not held back; the address is kept nowhere, only its salted hash.
    expect((await post('/?demo', fields(), { 'X-Forwarded-For': '203.0.113.78' })).status).toBe(303);
    const limits = await db.collection('form_limits').get();
    expect(JSON.stringify(limits.docs.map((d) => [d.id, d.data()]))).not.toContain(address);
  });
});

// Issue 40 ("Security, round five"): the attacks of the fourth hostile round that got through.
describe('round five: who the client is', () => {
  /** Posts 8 requests as one client; the statuses, in order. */
  async function eightPosts(headers: (i: number) => Record<string, string>) {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post('/?demo', fields(), headers(i))).status);
    return statuses;
  }
  const FIVE_THEN_REFUSED = [303, 303, 303, 303, 303, 429, 429, 429];

  it('a forged first X-Forwarded-For entry in front of the real address does not beat the 5-an-hour limit', async () => {
    const real = '192.0.2.41';
    expect(await eightPosts((i) => ({ 'X-Forwarded-For': `198.18.0.${i + 1}, ${real}` }))).toEqual(FIVE_THEN_REFUSED);
  });

  it('a client-sent Fastly-Client-IP does not beat the 5-an-hour limit', async () => {
    const real = '192.0.2.42';
    expect(await eightPosts((i) => ({ 'X-Forwarded-For': real, 'Fastly-Client-IP': `198.18.1.${i + 1}` }))).toEqual(
      FIVE_THEN_REFUSED,
    );
  });

  it('IPv6 hosts of one /64 share a limit; another /64 has its own', async () => {
    expect(await eightPosts((i) => ({ 'X-Forwarded-For': `2001:db8:40:1::${(i + 1).toString(16)}` }))).toEqual(
      FIVE_THEN_REFUSED,
    );
    expect((await post('/?demo', fields(), { 'X-Forwarded-For': '2001:db8:40:2::1' })).status).toBe(303);
  });
});

describe('round five: hidden fields are stored cleaned', () => {
  /** CR, LF and bidi controls (RLO, LRI, RLM) in a value. */
  const dirty = (v: string) => `${v}\r\nBcc: attacker@evil.example\u202e\u2066\u200f`;
  const cleaned = (v: string) => `${v} Bcc: attacker@evil.example`;
  /** Every string of a stored value, with its path. */
  const strings = (v: unknown, path = ''): [string, string][] =>
    typeof v === 'string'
      ? [[path, v]]
      : v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, x]) => strings(x, path ? `${path}.${k}` : k))
        : [];

  it('CR, LF and bidi in every hidden field (source, every attribution value) are taken out of the stored lead', async () => {
    const touch = {
      landingPage: dirty('/blog/a'),
      referrerHost: dirty('linkedin.com'),
      utm: {
        source: dirty('linkedin'),
        medium: dirty('social'),
        campaign: dirty('camp'),
        term: dirty('term'),
        content: dirty('content'),
      },
      clickIds: { gclid: dirty('G1'), fbclid: dirty('F1'), msclkid: dirty('M1') },
      at: '2026-11-27T10:00:00.000Z\u202e',
    };
    const sent = fields({
      source: dirty('Get a Demo'),
      attribution: JSON.stringify({ firstTouch: touch, lastTouch: touch, page: dirty('/solutions') }),
    });
    expect((await post('/solutions?demo', sent)).status).toBe(303);
    const [lead] = await leadsFor(sent.email);
    const stored = lead!.data();
    for (const [path, value] of strings({ ...stored, createdAt: null }))
      expect([path, hasUnsafeChars(value, { lines: path === 'projectDescription' })]).toEqual([path, false]);
    expect(stored.source).toBe(cleaned('Get a Demo'));
    const first = stored.attribution.firstTouch;
    expect(first.utm).toEqual({
      source: cleaned('linkedin'),
      medium: cleaned('social'),
      campaign: cleaned('camp'),
      term: cleaned('term'),
      content: cleaned('content'),
    });
    expect(first.clickIds).toEqual({ gclid: cleaned('G1'), fbclid: cleaned('F1'), msclkid: cleaned('M1') });
    expect([first.landingPage, first.referrerHost, first.at]).toEqual([
      cleaned('/blog/a'),
      cleaned('linkedin.com'),
      '2026-11-27T10:00:00.000Z',
    ]);
    expect(stored.attribution.page).toBe(cleaned('/solutions'));
  });

  it('the Referer fallback and the visible fields are cleaned too (a description keeps its lines)', async () => {
    const sent = fields({
      name: 'Marta\u202e Sousa\r\nBcc: x@evil.example',
      company: 'Sousa\u0000 Estruturas',
      projectDescription: 'Steel frame\r\n\tspan 40 m\u2066',
    });
    const from = `${SITE_URL}/solutions?utm_campaign=${encodeURIComponent(dirty('camp'))}&demo`;
    expect((await post('/solutions?demo', sent, { Referer: from })).status).toBe(303);
    const [lead] = await leadsFor(sent.email);
    expect(lead!.get('name')).toBe('Marta Sousa Bcc: x@evil.example');
    expect(lead!.get('company')).toBe('Sousa Estruturas');
    expect(lead!.get('projectDescription')).toBe('Steel frame\n\tspan 40 m');
    expect(lead!.get('attribution').lastTouch.utm.campaign).toBe(cleaned('camp'));
  });

  it("a formula after a CR in an anonymous post's campaign is text in the traffic CSV", async () => {
    const touch = { landingPage: '/', utm: { source: '@SUM(4+5)', campaign: 'camp\r=2+3', medium: '-1+1' } };
    const sent = fields({ attribution: JSON.stringify({ firstTouch: touch, lastTouch: touch, page: '/' }) });
    expect((await post('/?demo', sent)).status).toBe(303);
    const [lead] = await leadsFor(sent.email);
    const day = new Date().toISOString().slice(0, 10);
    const range = { from: day, to: day };
    const csv = trafficCsv(range, summarize(range, [], [{ day, attribution: lead!.get('attribution') }]));
    expect(formulaCells(csv)).toEqual([]);
    expect(csv).toContain("'@SUM(4+5)");
  });
});
