import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { AccountsError, connectAccounts, readTarget } from '../scripts/lib/accounts';

// `npm run admin:grant` against the emulators: the shared account code and the command itself.
const accounts = connectAccounts(readTarget());
const role = async (uid: string) => (await accounts.db.doc(`roles/${uid}`).get()).data();
const freshEmail = (what: string) => `grant-${what}-${randomUUID().slice(0, 8)}@example.com`;

const run = promisify(execFile);
const TSX = path.join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const grantCommand = (...args: string[]) =>
  run(TSX, ['scripts/admin-grant.ts', ...args], { cwd: path.join(__dirname, '..'), env: process.env });

afterAll(() => accounts.close());

describe('grantRole (scripts/lib/accounts.ts)', () => {
  it('sets roles/{uid} to admin, then editor, and deletes it for none', async () => {
    const email = freshEmail('lib');
    const { uid } = await accounts.ensureAccount({ email, password: 'grant-password', displayName: 'Grant Test' });

    await expect(accounts.grantRole(email, 'admin')).resolves.toEqual({ uid, previous: null, role: 'admin' });
    expect(await role(uid)).toEqual({ role: 'admin' });

    await expect(accounts.grantRole(email, 'editor')).resolves.toEqual({ uid, previous: 'admin', role: 'editor' });
    expect(await role(uid)).toEqual({ role: 'editor' });

    await expect(accounts.grantRole(email, 'none')).resolves.toEqual({ uid, previous: 'editor', role: 'none' });
    expect(await role(uid)).toBeUndefined();
  });

  it('fails for an email with no account, saying so', async () => {
    const email = freshEmail('nobody');
    const failure = accounts.grantRole(email, 'admin');
    await expect(failure).rejects.toBeInstanceOf(AccountsError);
    await expect(failure).rejects.toThrow(`no account with the email ${email}`);
  });

  it('reuses an existing account (same uid) and keeps its display name in line', async () => {
    const email = freshEmail('again');
    const first = await accounts.ensureAccount({ email, password: 'grant-password', displayName: 'Before' });
    const again = await accounts.ensureAccount({ email, password: 'grant-password', displayName: 'After' });
    expect(again).toEqual(first);
    expect((await accounts.auth.getUser(first.uid)).displayName).toBe('After');
  });
});

describe('npm run admin:grant -- <email> <admin|editor|contributor|none>', () => {
  it('says which target it acts on and grants the role', async () => {
    const email = freshEmail('cli');
    const { uid } = await accounts.ensureAccount({ email, password: 'grant-password', displayName: 'CLI Test' });
    const { stdout } = await grantCommand(email, 'editor');
    expect(stdout).toContain(`acting on the local emulators of project ${readTarget().projectId}`);
    expect(stdout).toContain(`${email} (uid ${uid}) is editor now (was none)`);
    expect(await role(uid)).toEqual({ role: 'editor' });

    await grantCommand(email, 'none');
    expect(await role(uid)).toBeUndefined();
  });

  it('grants the contributor role (issue 22)', async () => {
    const email = freshEmail('cli-contributor');
    const { uid } = await accounts.ensureAccount({ email, password: 'grant-password', displayName: 'CLI Writer' });
    const { stdout } = await grantCommand(email, 'contributor');
    expect(stdout).toContain(`${email} (uid ${uid}) is contributor now (was none)`);
    expect(await role(uid)).toEqual({ role: 'contributor' });
    const again = await grantCommand(email, 'editor');
    expect(again.stdout).toContain('is editor now (was contributor)');
  });

  it('exits 1 with a clear message for an unknown email', async () => {
    const email = freshEmail('cli-nobody');
    await expect(grantCommand(email, 'admin')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`[admin:grant] no account with the email ${email}`),
    });
  });

  it('exits 1 with the usage for a role it does not know', async () => {
    await expect(grantCommand('someone@example.com', 'owner')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('usage: npm run admin:grant -- <email> <admin|editor|contributor|none>'),
    });
  });
});

describe('readTarget', () => {
  it('refuses one emulator host without the other', () => {
    expect(() => readTarget({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(/set both/);
  });

  it('refuses a demo project outside the emulators', () => {
    expect(() => readTarget({ GCLOUD_PROJECT: 'demo-structura' })).toThrow(/exists only in the emulators/);
  });

  it('names a real project, acting with application default credentials', () => {
    expect(readTarget({ GCLOUD_PROJECT: 'structura-prod' })).toEqual({ projectId: 'structura-prod', emulators: null });
  });
});
