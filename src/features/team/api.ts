import { api } from '@/lib/api';
import { orderedCollection } from '@/lib/ordered';
import { teamMemberSchema, type TeamMember } from './schema';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The team, live, in display order (`order` ascending). */
    getTeam: build.query<TeamMember[], void>({
      ...orderedCollection('team', teamMemberSchema),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
