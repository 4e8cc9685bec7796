/** @jest-environment node */
// Unit tests of what a lead notification says and of the webhook's https rule (no emulator).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postLeadWebhook } from './deliver';
import { FIELD_CAP, leadEmail, leadLink, leadWebhookBody, parseLead, type NotifiedLead } from './message';

const SITE = 'https://structura.example';
const stored = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '',
  company: 'Compilers & Co <b>',
  projectDescription: 'Line one\nLine two',
  status: 'new',
};
const lead = (): NotifiedLead => {
  const parsed = parseLead('abc123', stored);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.lead;
};

test('parseLead names the fields of a malformed lead and cuts huge ones', () => {
  expect(parseLead('x', { name: '', email: 1 })).toEqual({
    ok: false,
    error: 'malformed lead: name, email, company, projectDescription',
  });
  expect(parseLead('x', null)).toEqual({ ok: false, error: 'malformed lead: (document)' });
  const huge = parseLead('x', { ...stored, projectDescription: 'y'.repeat(FIELD_CAP + 10) });
  expect(huge.ok && huge.lead.projectDescription).toBe(`${'y'.repeat(FIELD_CAP)}… (cut at ${FIELD_CAP} characters)`);
  expect(lead()).toMatchObject({ id: 'abc123', phone: '', source: 'Get a Demo' });
});

test('the email carries every field and the back-office link, HTML escaped', () => {
  const mail = leadEmail(lead(), SITE);
  expect(mail.subject).toBe('New demo request: Grace Hopper (Compilers & Co <b>)');
  expect(mail.text).toContain('Company: Compilers & Co <b>');
  expect(mail.text).toContain('Phone: —');
  expect(mail.text).toContain('Line one\nLine two');
  expect(mail.text).toContain(`${SITE}/admin/leads?edit=abc123`);
  expect(mail.html).toContain('Compilers &amp; Co &lt;b&gt;');
  expect(mail.html).not.toContain('<b>');
  expect(leadLink(SITE, 'a/b')).toBe(`${SITE}/admin/leads?edit=a%2Fb`);
});

test('a subject never carries a line break (no header injection)', () => {
  const parsed = parseLead('x', { ...stored, name: 'Eve\r\nBcc: victim@example.com' });
  expect(parsed.ok && leadEmail(parsed.lead, SITE).subject).toBe(
    'New demo request: Eve Bcc: victim@example.com (Compilers & Co <b>)',
  );
});

test('the webhook body is Slack-compatible JSON: one text with a link', () => {
  expect(leadWebhookBody(lead(), SITE)).toEqual({
    text:
      'New demo request from *Grace Hopper* (Compilers & Co <b>)\nEmail: grace@example.com\n> Line one\n> Line two\n' +
      `<${SITE}/admin/leads?edit=abc123|Open the lead in the back office>`,
  });
});

describe('postLeadWebhook', () => {
  let server: http.Server;
  let url = '';
  const bodies: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        bodies.push(body);
        res.writeHead(req.url === '/fail' ? 500 : 200).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  test('in production a non-https webhook is refused without a request, with a clear error', async () => {
    const before = bodies.length;
    expect(await postLeadWebhook(lead(), `${url}/hook`, true, SITE)).toEqual({
      state: 'failed',
      error: `webhook refused: ${url}/hook is not an https:// URL`,
    });
    expect(bodies).toHaveLength(before);
  });

  test('locally a plain http receiver is called; its errors are reported by status', async () => {
    expect(await postLeadWebhook(lead(), `${url}/hook`, false, SITE)).toEqual({ state: 'sent' });
    expect(JSON.parse(bodies.at(-1)!)).toEqual(leadWebhookBody(lead(), SITE));
    expect(await postLeadWebhook(lead(), `${url}/fail`, false, SITE)).toEqual({
      state: 'failed',
      error: 'webhook answered HTTP 500',
    });
    expect(await postLeadWebhook(lead(), '', true, SITE)).toEqual({ state: 'off' });
  });
});
