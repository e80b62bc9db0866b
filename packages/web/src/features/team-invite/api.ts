import type { EventPayload } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../lib/query-client';
import { request } from '../../lib/socket';

/* A teacher's invitation link (server features/school-team), public on `/app`. */

export const inviteInfoQuery = (token: string) =>
  queryOptions({
    queryKey: ['team-invite', token],
    queryFn: () => fetchData('/app', 'team-invite/info', { token }),
    retry: false,
  });

export const acceptInvite = (payload: EventPayload<'/app', 'team-invite/accept'>) =>
  request('/app', 'team-invite/accept', payload);
