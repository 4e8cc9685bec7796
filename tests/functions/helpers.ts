// Helpers for the functions' integration tests: the Admin SDK on the emulators (as the functions
// see Firestore), MailDev started and stopped by the test itself (so a test can take SMTP down),
// and waiting for a condition (never a fixed sleep).
// Run through scripts/with-emulators.mjs --functions (FIRESTORE_EMULATOR_HOST, MAILDEV_* set).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const ROOT = path.resolve(__dirname, '../..');
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-structura';
const SMTP_PORT = Number(process.env.MAILDEV_SMTP_PORT);
export const MAILDEV_URL = process.env.MAILDEV_URL ?? '';
export const SITE_URL = process.env.SITE_URL ?? '';
if (!process.env.FIRESTORE_EMULATOR_HOST || !SMTP_PORT || !MAILDEV_URL)
  throw new Error('run through `node scripts/with-emulators.mjs --functions -- jest ...` (emulator variables missing)');

export function adminDb() {
  const app =
    getApps().find((a) => a.name === 'functions-tests') ?? initializeApp({ projectId: PROJECT_ID }, 'functions-tests');
  return getFirestore(app);
}
export const closeAdmin = () => Promise.all(getApps().map((a) => deleteApp(a)));

/** Resolves with the condition's value once it is truthy; fails after `timeoutMs` naming `what`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** MailDev on the SMTP port the functions emulator was given; `stop()` takes SMTP down. */
export class MailDev {
  private child: ChildProcess | null = null;
  async start() {
    this.child = spawn(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/maildev/dist/bin/maildev.js'),
        '--smtp',
        String(SMTP_PORT),
        '--web',
        new URL(MAILDEV_URL).port,
        '--ip',
        '127.0.0.1',
        '--web-ip',
        '127.0.0.1',
        '--silent',
      ],
      { stdio: 'ignore' },
    );
    await waitFor(
      'MailDev to listen',
      async () => (await portOpen(SMTP_PORT)) && (await fetch(`${MAILDEV_URL}/api/email`)).ok,
    );
  }
  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    await waitFor('SMTP to be down', async () => !(await portOpen(SMTP_PORT)));
  }
}

export interface Mail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
  from: { address: string; name?: string }[];
  headers: Record<string, unknown>;
}

export async function mails(): Promise<Mail[]> {
  const res = await fetch(`${MAILDEV_URL}/api/email`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  const body = (await res.json()) as Mail[] | { data?: Mail[]; emails?: Mail[] };
  return Array.isArray(body) ? body : (body.emails ?? body.data ?? []);
}

/** The raw message as the SMTP server received it (headers MailDev's JSON leaves out, e.g. Reply-To). */
export async function mailSource(id: string): Promise<string> {
  const res = await fetch(`${MAILDEV_URL}/api/email/${id}/source`);
  if (!res.ok) throw new Error(`MailDev answered ${res.status}`);
  return res.text();
}
