// How the team's live snapshots are parsed, by name (src/lib/data/live-parser.ts): where the listener
// runs, so in the live-data worker for a visitor.
import { COLLECTIONS } from '@/domain/collections';
import { docsParser } from '@/lib/data/docs-parser';
import type { TeamMember } from './schema';

export const teamParser = docsParser<TeamMember>('team', COLLECTIONS.team, () =>
  import('./schema').then((m) => m.teamMemberSchema),
);
