import { api } from '@/lib/data/api';
import { orderedCollection } from '@/lib/data/ordered';
import type { TeamMember } from './schema';
import { COLLECTIONS } from '@/domain/collections';
import { teamParser } from './parsers';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The team, live, in display order (`order` ascending). */
    getTeam: build.query<TeamMember[], void>({
      // Parsed where the listener runs (./parsers.ts), after the page is interactive.
      ...orderedCollection<TeamMember>(COLLECTIONS.team, teamParser),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
