// Grants or removes a staff role:  npm run admin:grant -- <email> <admin|editor|contributor|none>
// Acts on the emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST are set
// (project GCLOUD_PROJECT, default demo-structura), otherwise on the real project named by
// GCLOUD_PROJECT with application default credentials. Prints which before it acts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AccountsError,
  ROLE_GRANTS,
  connectAccounts,
  describeTarget,
  isRoleGrant,
  readTarget,
  type RoleGrant,
} from './lib/accounts';

const USAGE = `usage: npm run admin:grant -- <email> <${ROLE_GRANTS.join('|')}>`;

export function parseArgs(args: string[]): { email: string; role: RoleGrant } {
  const [email, role, ...rest] = args;
  if (!email || !role || rest.length) throw new AccountsError(USAGE);
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new AccountsError(`"${email}" is not an email address\n${USAGE}`);
  if (!isRoleGrant(role)) throw new AccountsError(`unknown role "${role}"\n${USAGE}`);
  return { email, role };
}

export async function main(args: string[]): Promise<void> {
  const { email, role } = parseArgs(args);
  const target = readTarget();
  console.log(`[admin:grant] acting on ${describeTarget(target)}`);
  const accounts = connectAccounts(target);
  try {
    const result = await accounts.grantRole(email, role);
    const was = result.previous ?? 'none';
    console.log(
      role === 'none'
        ? `[admin:grant] ${email} (uid ${result.uid}) has no staff role now (was ${was}): roles/${result.uid} deleted`
        : `[admin:grant] ${email} (uid ${result.uid}) is ${role} now (was ${was}): roles/${result.uid} = { role: '${role}' }`,
    );
  } finally {
    await accounts.close();
  }
}

const isEntryPoint = !!process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  main(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof AccountsError) console.error(`[admin:grant] ${error.message}`);
      else console.error('[admin:grant] failed:', error);
      process.exit(1);
    },
  );
}
