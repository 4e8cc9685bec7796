// The Auth emulator's side of emails: what it "sent" (its oobCodes REST API) and what opening a
// link in one does.
const authHost = () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run through scripts/e2e.mjs or npm test');
  return host;
};
const project = () => process.env.GCLOUD_PROJECT ?? 'demo-structura';

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
}

/** The emails the Auth emulator "sent" to this address, of one kind. */
export async function emailsTo(email: string, requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET'): Promise<OobCode[]> {
  const res = await fetch(`http://${authHost()}/emulator/v1/projects/${project()}/oobCodes`);
  if (!res.ok) throw new Error(`oobCodes: ${res.status}`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === requestType);
}

/** Does what the link in the latest verification email does (applies its code). */
export async function openVerificationLink(email: string): Promise<void> {
  const codes = await emailsTo(email, 'VERIFY_EMAIL');
  const code = codes.at(-1);
  if (!code) throw new Error(`no verification email to ${email}`);
  const res = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode: code.oobCode }),
  });
  if (!res.ok) throw new Error(`applying the verification code: ${res.status} ${await res.text()}`);
}
