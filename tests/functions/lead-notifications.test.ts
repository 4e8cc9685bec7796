// The lead notification functions (functions/src/leads) on the emulators: a new demo request is
// emailed through SMTP to MailDev and posted to a webhook, its state kept on the lead; a failing
// webhook or SMTP server is retried by Cloud Tasks with back-off and the lead stays safe; a
// malformed lead, a huge field or missing recipients end in a clear state, never a crash loop.
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { adminDb, closeAdmin, MailDev, mailSource, SITE_URL, waitFor } from './helpers';
import { webhookReceiver } from './webhook-receiver';
import { createLead, demoRequest, mailsAbout, RECIPIENTS, SETTINGS, waitForState } from './leads';

let db: Firestore;
const maildev = new MailDev();
let hook: Awaited<ReturnType<typeof webhookReceiver>>;

beforeAll(async () => {
  db = adminDb();
  await maildev.start();
  hook = await webhookReceiver();
  await db.doc(SETTINGS).set({ emails: RECIPIENTS, webhookUrl: hook.url, updatedAt: FieldValue.serverTimestamp() });
}, 60_000);

afterAll(async () => {
  await maildev.stop();
  await hook.close();
  await closeAdmin();
});

beforeEach(() => hook.setStatus(200));

test('a new demo request is emailed to every recipient and posted to the webhook, once', async () => {
  const lead = demoRequest();
  const ref = await createLead(lead);
  const status = await waitForState(ref.id, 'sent');
  expect(status).toMatchObject({ attempts: 1, email: 'sent', webhook: 'sent', error: '' });

  const [mail] = await waitFor('the email in MailDev', async () => {
    const found = await mailsAbout(lead.name);
    return found.length ? found : null;
  });
  expect(mail!.subject).toBe(`New demo request: ${lead.name} (${lead.company})`);
  expect(mail!.to.map((t) => t.address).sort()).toEqual([...RECIPIENTS].sort());
  expect(await mailSource(mail!.id)).toContain(`Reply-To: ${lead.email}`);
  for (const value of [
    lead.name,
    lead.company,
    lead.email,
    lead.phone,
    'Automating load checks',
    'We use Revit and ETABS.',
  ])
    expect(mail!.text).toContain(value);
  expect(mail!.text).toContain(`${SITE_URL}/admin/leads?edit=${ref.id}`);
  expect(mail!.html).toContain(`href="${SITE_URL}/admin/leads?edit=${ref.id}"`);

  const posted = await waitFor('the webhook call', () =>
    hook.received.find((b) => JSON.stringify(b).includes(lead.name)),
  );
  expect(posted).toEqual({ text: expect.stringContaining(`New demo request from *${lead.name}*`) });
  expect((posted as { text: string }).text).toContain(`<${SITE_URL}/admin/leads?edit=${ref.id}|`);
  // One invocation, one email: nothing arrives later.
  expect(await mailsAbout(lead.name)).toHaveLength(1);
});

test("the notification says the lead's language (a lead the German page's form stored)", async () => {
  const lead = demoRequest({ locale: 'de' });
  const ref = await createLead(lead);
  await waitForState(ref.id, 'sent');
  const [mail] = await waitFor('the email in MailDev', async () => {
    const found = await mailsAbout(lead.name);
    return found.length ? found : null;
  });
  expect(mail!.text).toContain('Language: German');
  const posted = await waitFor('the webhook call', () =>
    hook.received.find((b) => JSON.stringify(b).includes(lead.name)),
  );
  expect((posted as { text: string }).text).toContain('\nLanguage: German\n');
});

test('a failing webhook is retried with back-off while the email goes once; the lead stays safe', async () => {
  hook.setStatus(503);
  const lead = demoRequest();
  const ref = await createLead(lead);
  const retrying = await waitForState(ref.id, 'retrying');
  expect(retrying).toMatchObject({ email: 'sent', webhook: 'failed', error: 'webhook answered HTTP 503' });
  // The lead itself is as the visitor sent it.
  const stored = (await ref.get()).data()!;
  expect(stored).toMatchObject({ name: lead.name, email: lead.email, company: lead.company, status: 'new' });

  hook.setStatus(200);
  const sent = await waitForState(ref.id, 'sent', 60_000);
  expect(sent.attempts).toBeGreaterThanOrEqual(2);
  expect(sent).toMatchObject({ email: 'sent', webhook: 'sent', error: '' });
  expect(hook.received.filter((b) => JSON.stringify(b).includes(lead.name))).toHaveLength(1);
  expect(await mailsAbout(lead.name)).toHaveLength(1);
}, 90_000);

test('SMTP down: the state says why and retries; once SMTP is back the email arrives', async () => {
  await maildev.stop();
  const lead = demoRequest();
  const ref = await createLead(lead);
  try {
    const retrying = await waitForState(ref.id, 'retrying');
    expect(retrying.email).toBe('failed');
    // The failure by its code only (issue 29): never the recipients or the SMTP server.
    expect(retrying.error).toMatch(/^email failed: E[A-Z]+/);
    for (const address of RECIPIENTS) expect(retrying.error).not.toContain(address);
    expect(retrying.webhook).toBe('sent');
  } finally {
    await maildev.start();
  }
  await waitForState(ref.id, 'sent', 60_000);
  await waitFor('the email after SMTP came back', async () => (await mailsAbout(lead.name)).length === 1);
  expect(hook.received.filter((b) => JSON.stringify(b).includes(lead.name))).toHaveLength(1);
}, 90_000);

test('a malformed lead (written around the rules) fails at once with a clear error, no retry', async () => {
  const ref = await createLead({ email: 42, company: 'No Name Ltd', createdAt: FieldValue.serverTimestamp() });
  const failed = await waitForState(ref.id, 'failed');
  expect(failed).toMatchObject({ attempts: 1, error: 'malformed lead: name, email, projectDescription' });
  expect((await ref.get()).get('company')).toBe('No Name Ltd');
});

test('a huge field is cut in the email, and the lead keeps all of it', async () => {
  const huge = 'Steel connection schedule. '.repeat(20_000);
  const lead = demoRequest({ projectDescription: huge });
  const ref = await createLead(lead);
  await waitForState(ref.id, 'sent');
  const [mail] = await waitFor('the email', async () => {
    const found = await mailsAbout(lead.name);
    return found.length ? found : null;
  });
  expect(mail!.text).toContain('… (cut at 5000 characters)');
  expect(mail!.text.length).toBeLessThan(7000);
  expect((await ref.get()).get('projectDescription')).toHaveLength(huge.length);
});

test('a lead arriving with no recipients set fails with a message saying where to set them', async () => {
  await db.doc(SETTINGS).set({ emails: [], webhookUrl: '', updatedAt: FieldValue.serverTimestamp() });
  try {
    const ref = await createLead(demoRequest());
    const failed = await waitForState(ref.id, 'failed');
    expect(failed.error).toBe('no notification emails or webhook set (Settings > Lead notifications)');
  } finally {
    await db.doc(SETTINGS).set({ emails: RECIPIENTS, webhookUrl: hook.url, updatedAt: FieldValue.serverTimestamp() });
  }
});

test('one bad stored address is skipped and said on the lead; the others still get the email (issue 29)', async () => {
  // Written around the rules (Admin SDK), as a document from before them could be.
  const good = RECIPIENTS[0]!;
  await db.doc(SETTINGS).set({
    emails: [good, 'ceo@structura.local\u00A0'],
    webhookUrl: hook.url,
    updatedAt: FieldValue.serverTimestamp(),
  });
  try {
    const lead = demoRequest();
    const ref = await createLead(lead);
    const sent = await waitForState(ref.id, 'sent');
    expect(sent).toMatchObject({
      email: 'sent',
      error: 'address #2 in Settings > Lead notifications skipped (not a valid email address)',
    });
    const [mail] = await waitFor('the email in MailDev', async () => {
      const found = await mailsAbout(lead.name);
      return found.length ? found : null;
    });
    expect(mail!.to.map((t) => t.address)).toEqual([good]);
  } finally {
    await db.doc(SETTINGS).set({ emails: RECIPIENTS, webhookUrl: hook.url, updatedAt: FieldValue.serverTimestamp() });
  }
});
