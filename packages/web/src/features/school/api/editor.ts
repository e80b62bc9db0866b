import type { EventPayload } from '@kokpit/shared';
import { queryOptions } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/*
 * The school editor and team over `/school` (server features/school-editor, school-team). The
 * editor's key sits under `profile`, so the `profile-changed` push another session's save sends
 * refreshes it here.
 */
export const EDITOR_KEY = [...PushQueryKeys.profile, 'school-editor'] as const;
export const TEAM_KEY = ['school-team'] as const;

/** The caller's role in the school and what it may do (hides the money and editor controls). */
export const schoolMemberQuery = () =>
  queryOptions({
    queryKey: ['school-member'],
    queryFn: () => fetchData('/school', 'member'),
    staleTime: 60_000,
  });

export const schoolEditorQuery = () =>
  queryOptions({ queryKey: EDITOR_KEY, queryFn: () => fetchData('/school', 'editor') });

export const teamQuery = () =>
  queryOptions({ queryKey: TEAM_KEY, queryFn: () => fetchData('/school', 'team') });

export const saveSchoolAccount = (payload: EventPayload<'/school', 'editor/account'>) =>
  request('/school', 'editor/account', payload);
export const saveSchoolTexts = (payload: EventPayload<'/school', 'editor/texts'>) =>
  request('/school', 'editor/texts', payload);
export const saveSchoolLocations = (payload: EventPayload<'/school', 'editor/locations'>) =>
  request('/school', 'editor/locations', payload);
export const saveSchoolLogo = (dataUrl: string | null) =>
  request('/school', 'editor/logo', { dataUrl });
export const inviteTeacher = (email: string) => request('/school', 'team/invite', { email });
export const removeTeacher = (userId: number) => request('/school', 'team/remove', { userId });
/** A branch's pin from its postal code, city or address (the server's offline gazetteer). */
export const geocodeBranch = (payload: EventPayload<'/school', 'editor/geocode'>) =>
  request('/school', 'editor/geocode', payload);
