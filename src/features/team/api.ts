import { api } from '@/lib/data/api';
import { orderedCollection } from '@/lib/data/ordered';
import type { TeamMember } from './schema';
import { COLLECTIONS } from '@/lib/data/collections';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The team, live, in display order (`order` ascending). */
    getTeam: build.query<TeamMember[], void>({
      // The schema (and zod) loads with the listener, after the page is interactive.
      ...orderedCollection<TeamMember>(COLLECTIONS.team, () => import('./schema').then((m) => m.teamMemberSchema)),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
