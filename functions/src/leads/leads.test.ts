/** @jest-environment node */
// Unit tests of what a lead notification says and of the webhook's https rule (no emulator).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import {
  isNotifyEmail,
  isWebhookUrl,
  leadNotificationsInputSchema,
  parseLeadNotifications,
  skippedText,
  splitEmails,
} from '@/domain/leads/notification-settings';
import { failureClass, postLeadWebhook, sendLeadEmail } from './deliver';
import { isPublicAddress, publicLookup } from './destination';
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

test("the email and the webhook say the lead's language; a lead from before languages is English", () => {
  const german = parseLead('abc123', { ...stored, locale: 'de' });
  expect(german.ok && leadEmail(german.lead, SITE).text).toContain('Language: German');
  expect(german.ok && leadEmail(german.lead, SITE).html).toContain('<th align="left">Language</th><td>German</td>');
  expect(german.ok && leadWebhookBody(german.lead, SITE).text).toContain('\nLanguage: German\n');
  expect(leadEmail(lead(), SITE).text).toContain('Language: English');
  const unknown = parseLead('abc123', { ...stored, locale: 'xx' });
  expect(unknown.ok && unknown.lead.language).toBe('English');
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
      'New demo request from *Grace Hopper* (Compilers &amp; Co &lt;b&gt;)\nEmail: grace@example.com\nLanguage: English\n> Line one\n> Line two\n' +
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
    expect(await postLeadWebhook(lead(), `${url}/hook?token=SECRET`, true, SITE)).toEqual({
      state: 'failed',
      error: 'webhook refused: the URL is not https://',
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

// ------------------------------------------------------------------ issue 29: each sink of a lead

/** Control and format characters, Unicode whitespace and chat markup, as fast-check spells them. */
const NASTY = [
  '\u0000',
  '\u0007',
  '\u000B',
  '\u000C',
  '\r',
  '\n',
  '\t',
  '\u0085',
  '\u00A0',
  '\u1680',
  '\u2007',
  '\u2028',
  '\u2029',
  '\u200B',
  '\u200D',
  '\u202E',
  '\u2066',
  '\uFEFF',
  '\u3000',
  '<',
  '>',
  '&',
  '|',
  '<!channel>',
  '<!everyone>',
  '<@U123>',
  '<https://evil.example|Open the lead in the back office>',
];
const nastyText = fc
  .array(fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));

describe('the webhook body is escaped for the chat format (issue 29)', () => {
  test('no <!channel>, mention or disguised link from the visitor reaches the channel', () => {
    const parsed = parseLead('abc123', {
      ...stored,
      name: '<!channel> Eve',
      company: 'A & B <!everyone>',
      projectDescription: 'Click <https://evil.example|Open the lead in the back office>\n<@U123>',
    });
    const { text } = leadWebhookBody(parsed.ok ? parsed.lead : lead(), SITE);
    expect(text).toBe(
      'New demo request from *&lt;!channel&gt; Eve* (A &amp; B &lt;!everyone&gt;)\nEmail: grace@example.com\nLanguage: English\n' +
        '> Click &lt;https://evil.example|Open the lead in the back office&gt;\n> &lt;@U123&gt;\n' +
        `<${SITE}/admin/leads?edit=abc123|Open the lead in the back office>`,
    );
  });

  test("whatever every field holds, the only markup is the function's own link [300 runs]", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: nastyText,
          company: nastyText,
          email: nastyText,
          phone: nastyText,
          projectDescription: nastyText,
        }),
        (fields) => {
          const parsed = parseLead('abc123', { ...stored, ...fields });
          if (!parsed.ok) return;
          const { text } = leadWebhookBody(parsed.lead, SITE);
          const link = `<${SITE}/admin/leads?edit=abc123|Open the lead in the back office>`;
          expect(text.endsWith(`\n${link}`)).toBe(true);
          // the visitor's part, without the quote marks the function puts before each line
          const visitor = text.slice(0, -link.length).replace(/^> /gm, '');
          expect(visitor).not.toMatch(/[<>]/);
          expect(visitor.replace(/&(amp|lt|gt);/g, '')).not.toContain('&');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('webhook destinations in production (issue 29)', () => {
  test('loopback, private, unique local, link-local and metadata addresses are not public', () => {
    for (const a of [
      '127.0.0.1',
      '127.8.9.1',
      '0.0.0.0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '[::1]',
      'not-an-address',
    ])
      expect([a, isPublicAddress(a)]).toEqual([a, false]);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect([a, isPublicAddress(a)]).toEqual([a, true]);
  });

  test('a host that resolves to a private address is refused at connection time, without a request', async () => {
    await expect(
      new Promise((resolve, reject) =>
        publicLookup('localhost', { all: false }, (error, address) => (error ? reject(error) : resolve(address))),
      ),
    ).rejects.toMatchObject({ code: 'EDESTINATION' });
  });
});

describe('what a failure leaves on the lead names the failure, never the configuration (issue 29)', () => {
  let server: http.Server;
  let port = 0;
  const calls: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      calls.push(req.url ?? '');
      res.writeHead(302, { Location: 'http://169.254.169.254/' }).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const SECRETS = ['TOKEN', 'SECRET', 'hunter2', 'alice', '127.0.0.1', 'localhost', 'internal.example'];
  const clean = (error: string | undefined) => {
    for (const secret of SECRETS) expect(error ?? '').not.toContain(secret);
  };

  test('production: private hosts, credentials and refused URLs are named by class only, no request made', async () => {
    const cases: [string, string][] = [
      [`https://127.0.0.1:${port}/hook?token=TOKEN`, 'webhook refused: the host is not a public address'],
      [`https://localhost:${port}/hook?token=TOKEN`, 'webhook refused: the host is not a public address'],
      ['https://[::1]:9/hook?token=TOKEN', 'webhook refused: the host is not a public address'],
      ['https://169.254.169.254/computeMetadata/v1/?token=TOKEN', 'webhook refused: the host is not a public address'],
      ['https://10.0.0.7/hook', 'webhook refused: the host is not a public address'],
      [
        'https://alice:hunter2@hooks.example/services/SECRET',
        'webhook refused: the URL carries a user name or password',
      ],
      [`http://localhost:${port}/hook?token=TOKEN`, 'webhook refused: the URL is not https://'],
    ];
    for (const [url, error] of cases) {
      const result = await postLeadWebhook(lead(), url, true, SITE);
      expect([url, result]).toEqual([url, { state: 'failed', error }]);
      clean(result.error);
    }
    expect(calls).toEqual([]);
  });

  test('a DNS failure, a refused connection and a redirect are named without the URL', async () => {
    const dns = await postLeadWebhook(lead(), 'https://internal.example.invalid/hook?token=TOKEN', true, SITE);
    expect(dns).toEqual({
      state: 'failed',
      error: expect.stringMatching(/^webhook failed: DNS lookup failed \(E[A-Z_]+\)$/),
    });
    clean(dns.error);
    const refused = await postLeadWebhook(lead(), 'http://127.0.0.1:9/hook?token=TOKEN', false, SITE);
    expect(refused).toEqual({ state: 'failed', error: 'webhook failed: ECONNREFUSED' });
    const redirect = await postLeadWebhook(lead(), `http://127.0.0.1:${port}/hook?token=TOKEN`, false, SITE);
    expect(redirect).toEqual({ state: 'failed', error: 'webhook answered HTTP 302' });
    expect(calls).toEqual(['/hook?token=TOKEN']);
  });

  test('an SMTP failure names its code, never the recipients or the server', async () => {
    const result = await sendLeadEmail(
      lead(),
      ['ceo@internal.example', 'sales@internal.example'],
      {
        host: '127.0.0.1',
        port: 9,
        user: 'alice',
        password: 'hunter2',
        from: 'no-reply@internal.example',
      },
      SITE,
    );
    expect(result).toEqual({ state: 'failed', error: expect.stringMatching(/^email failed: E[A-Z]+/) });
    clean(result.error);
    expect(failureClass({ responseCode: 550, message: '550 5.1.1 <ceo@internal.example>: unknown' })).toBe('SMTP 550');
    expect(failureClass({ code: 'EENVELOPE', message: 'No recipients defined: a@b.c' })).toBe('EENVELOPE');
    expect(failureClass(new Error('fetch to https://user:TOKEN@x failed'))).toBe('network error');
    expect(failureClass({ code: 'ETIMEDOUT' })).toBe('timeout (ETIMEDOUT)');
  });
});

describe('one validation for the notification addresses (issue 29)', () => {
  const BAD_CHARS = [
    '\u0000',
    '\u0009',
    '\u000B',
    '\u000C',
    '\u0085',
    '\u00A0',
    '\u1680',
    '\u2000',
    '\u2028',
    '\u2029',
    '\u200B',
    '\u200E',
    '\u202E',
    '\u2060',
    '\u3000',
    '\uFEFF',
    ' ',
  ];

  test('an address holding any whitespace, control or format character is refused [300 runs]', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BAD_CHARS),
        fc.integer({ min: 0, max: 'sales@structura.example'.length }),
        (c, at) => {
          const address = `${'sales@structura.example'.slice(0, at)}${c}${'sales@structura.example'.slice(at)}`;
          expect(isNotifyEmail(address)).toBe(false);
          expect(
            leadNotificationsInputSchema.safeParse({ emails: `ok@structura.example,${address}`, webhookUrl: '' })
              .success,
          ).toBe(
            // the form splits on ASCII and Unicode whitespace, so an address cut there is two words
            splitEmails(address).every(isNotifyEmail),
          );
        },
      ),
      { numRuns: 300 },
    );
    expect(isNotifyEmail('sales@structura.example')).toBe(true);
    expect(isNotifyEmail('élodie@bureau-d-études.fr')).toBe(true);
  });

  test('one bad stored address is skipped and reported by position; the others are kept', () => {
    const parsed = parseLeadNotifications({
      emails: ['a@structura.example', 'b@structura.example\u00A0', 'c@structura.example', 'd@x\u2028.example', 7],
      webhookUrl: '',
    });
    expect(parsed.emails).toEqual(['a@structura.example', 'c@structura.example']);
    expect(parsed.skipped.map((s) => s.position)).toEqual([2, 4, 5]);
    expect(skippedText(parsed)).toBe(
      'addresses #2, #4, #5 in Settings > Lead notifications skipped (not a valid email address)',
    );
    const badHook = parseLeadNotifications({
      emails: ['a@structura.example'],
      webhookUrl: 'https://u:p@hooks.example/x',
    });
    expect(badHook).toMatchObject({ emails: ['a@structura.example'], webhookUrl: '', webhookInvalid: true });
  });

  test('webhook URLs with credentials or invisible characters are refused; ordinary ones accepted', () => {
    for (const bad of [
      'https://user:TOKEN@hooks.example/x',
      'https://TOKEN@hooks.example/x',
      'https://hooks.example\u200B/x',
      'https://hooks.example/x\u00A0',
      'https://hooks.example/x\u0000',
      'http://10.0.0.1/x',
    ])
      expect([bad, isWebhookUrl(bad)]).toEqual([bad, false]);
    for (const good of [
      'https://hooks.slack.com/services/T000/B000/XXXX',
      'https://example.com/hook?token=a@b',
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
    ])
      expect([good, isWebhookUrl(good)]).toEqual([good, true]);
  });
});
