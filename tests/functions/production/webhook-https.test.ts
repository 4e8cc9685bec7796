// The lead notification functions as deployed functions behave (the emulators started in
// production mode: `with-emulators.mjs --functions --production-mode`, scripts/test.mjs does it):
// a webhook that is not https is refused without a request, with a clear error on the lead and no
// retry loop, while the email still goes and the lead stays as the visitor sent it. Issue 29: a
// webhook on a loopback, private or link-local address is refused the same way (after DNS, at
// connection time), and what the lead says never quotes the URL.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, closeAdmin, MailDev, waitFor } from '../helpers';
import { createLead, demoRequest, mailsAbout, RECIPIENTS, SETTINGS, waitForState } from '../leads';
import { webhookReceiver } from '../webhook-receiver';

const maildev = new MailDev();
let hook: Awaited<ReturnType<typeof webhookReceiver>>;

const useWebhook = (webhookUrl: string) =>
  adminDb().doc(SETTINGS).set({ emails: RECIPIENTS, webhookUrl, updatedAt: FieldValue.serverTimestamp() });

beforeAll(async () => {
  if (process.env.FUNCTIONS_PRODUCTION_MODE !== 'true')
    throw new Error('run with the emulators in production mode: with-emulators.mjs --functions --production-mode');
  await maildev.start();
  hook = await webhookReceiver();
}, 60_000);

afterAll(async () => {
  await maildev.stop();
  await hook.close();
  await closeAdmin();
});

test('an http webhook is refused without a request: the lead says why, the email goes, no retry', async () => {
  await useWebhook(hook.url);
  const lead = demoRequest();
  const ref = await createLead(lead);
  const failed = await waitForState(ref.id, 'failed');
  expect(failed).toEqual(
    expect.objectContaining({
      attempts: 1,
      email: 'sent',
      webhook: 'failed',
      error: 'webhook refused: the URL is not https://',
    }),
  );
  expect(hook.requests()).toBe(0);
  await waitFor('the email in MailDev', async () => (await mailsAbout(lead.name)).length === 1);
  expect((await ref.get()).data()).toMatchObject({ name: lead.name, email: lead.email, status: 'new' });
});

test('an https webhook on a loopback or private address is refused without a request, the URL never quoted', async () => {
  for (const url of ['https://127.0.0.1:9/hook?token=SECRET', 'https://localhost:9/hook?token=SECRET']) {
    await useWebhook(url);
    const lead = demoRequest();
    const ref = await createLead(lead);
    const failed = await waitForState(ref.id, 'failed');
    expect(failed).toMatchObject({
      attempts: 1,
      email: 'sent',
      webhook: 'failed',
      error: 'webhook refused: the host is not a public address',
    });
  }
  await useWebhook('');
});

test('an https webhook that passes the checks but cannot be reached is retried, not refused', async () => {
  // A public-looking name that does not resolve (.invalid): the request itself fails, so a retry.
  await useWebhook('https://hooks.structura.invalid/hook?token=SECRET');
  const lead = demoRequest();
  const ref = await createLead(lead);
  const retrying = await waitForState(ref.id, 'retrying');
  expect(retrying).toMatchObject({ email: 'sent', webhook: 'failed' });
  expect(retrying.error).toMatch(/^webhook failed: /);
  expect(retrying.error).not.toContain('SECRET');
  expect(retrying.error).not.toContain('structura.invalid');
  // Leave no retries running against the unreachable URL.
  await useWebhook('');
});
