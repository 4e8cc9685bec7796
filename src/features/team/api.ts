import { api } from '@/lib/api';
import { parseDocs } from '@/lib/docs';
import { streamed } from '@/lib/stream';
import { teamMemberSchema, type TeamMember } from './schema';

export const teamApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The team, live, in display order (`order` ascending). */
    getTeam: build.query<TeamMember[], void>({
      ...streamed<TeamMember[], void>('team', (backend, _arg, next, error) =>
        backend.listenQuery(
          'team',
          { orderBy: [['order', 'asc']] },
          (docs) => next(parseDocs(teamMemberSchema, docs, 'team')),
          error,
        ),
      ),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamQuery } = teamApi;
