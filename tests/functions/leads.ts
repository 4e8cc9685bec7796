// Demo requests for the lead notification tests: a lead as the public form stores it (with a name
// no other test uses), written with the Admin SDK, and waiting for the state the functions record.
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, mails, waitFor } from './helpers';

export const SETTINGS = 'settings/lead_notifications';
export const RECIPIENTS = ['sales@structura.local', 'ceo@structura.local'];

let counter = 0;

export function demoRequest(overrides: Record<string, unknown> = {}) {
  const n = `${Date.now().toString(36)}${++counter}`;
  return {
    name: `Ada Lovelace ${n}`,
    email: `ada.${n}@example.com`,
    phone: '+44 20 7946 0000',
    company: `Analytical Engines ${n}`,
    projectDescription: 'Automating load checks for a 12-storey timber frame.\nWe use Revit and ETABS.',
    source: 'Get a Demo',
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
    ...overrides,
  };
}

export async function createLead(data: Record<string, unknown>) {
  const ref = adminDb().collection('demo_requests').doc();
  await ref.set(data);
  return ref;
}

export interface NotificationStatus {
  state: string;
  attempts: number;
  email: string;
  webhook: string;
  error: string;
}

const notificationOf = async (id: string) =>
  (await adminDb().collection('demo_requests').doc(id).get()).get('notification') as NotificationStatus | undefined;

export const waitForState = (id: string, state: string, timeoutMs = 30_000) =>
  waitFor(
    `lead ${id} notification ${state}`,
    async () => {
      const n = await notificationOf(id);
      return n?.state === state ? n : null;
    },
    timeoutMs,
  );

export const mailsAbout = async (name: string) => (await mails()).filter((m) => m.subject.includes(name));
