// Auth emulator accounts. LOCAL EMULATOR ONLY: these passwords exist solely for the Firebase
// Emulator Suite (scripts/seed.ts refuses to run against anything but a demo- project).
import type { AccountKey, SeedAccount } from './types';

export const accounts: SeedAccount[] = [
  {
    key: 'admin',
    email: 'admin@structura.local',
    password: 'structura-admin-local',
    displayName: 'Site Admin',
    role: 'admin',
  },
  {
    key: 'editor',
    email: 'editor@structura.local',
    password: 'structura-editor-local',
    displayName: 'Content Editor',
    role: 'editor',
  },
  {
    key: 'contributor',
    email: 'contributor@structura.local',
    password: 'structura-contributor-local',
    displayName: 'Guest Contributor',
    role: 'contributor',
  },
  {
    key: 'member',
    email: 'member@structura.local',
    password: 'structura-member-local',
    displayName: 'Priya Raman',
    role: null,
  },
  {
    key: 'tomas',
    email: 'tomas@structura.local',
    password: 'structura-member-local',
    displayName: 'Tomás Ortega',
    role: null,
  },
];

export function account(key: AccountKey): SeedAccount {
  const found = accounts.find((a) => a.key === key);
  if (!found) throw new Error(`unknown seed account ${key}`);
  return found;
}
