import { liveQuery } from '@/lib/live-query';
import type { TeamMember } from './schema';

/** The team, live (src/lib/live-query.ts: the API loads after the first paint). */
export const teamQuery = liveQuery<TeamMember[]>('getTeam', () =>
  import('./api').then((m) => m.teamApi.endpoints.getTeam),
);
