import {
  DEFAULT_STUDENT_SETTINGS,
  type ProfileSavePayload,
  type ProfileView,
  type SettingsSavePayload,
  type StudentSettings,
} from '@kokpit/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { request } from '../../../lib/socket';

/** The `profile` reply (server students/profile.presenter). */
export type StudentProfile = ProfileView;

/** Refreshed by the `profile-changed` push (school joined, profile or settings saved elsewhere). */
export const profileQuery = () =>
  queryOptions({
    queryKey: [...PushQueryKeys.profile, 'student'],
    queryFn: () => fetchData('/student', 'profile'),
  });

export const saveProfile = (input: ProfileSavePayload) =>
  request('/student', 'profile/save', input);

export const saveSettings = (input: SettingsSavePayload) =>
  request('/student', 'settings/save', input);

/**
 * Until the profile has loaded: the defaults, which are silent (sound off until the student
 * switches it on), so a question is never read aloud unasked.
 */
const LOADING_SETTINGS: StudentSettings = DEFAULT_STUDENT_SETTINGS;

/** The student's test-page preferences. */
export function useStudentSettings(): StudentSettings {
  const { data } = useQuery(profileQuery());
  return data?.settings ?? LOADING_SETTINGS;
}

/**
 * Saves some settings, showing them at once; a failed save puts the stored ones back.
 * Resolves with the server's confirmation message.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  const key = profileQuery().queryKey;
  return useMutation({
    mutationFn: saveSettings,
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        queryClient.setQueryData(key, { ...before, settings: { ...before.settings, ...patch } });
      }
      return { before };
    },
    onError: (_error, _patch, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (envelope) => {
      queryClient.setQueryData(key, (old) =>
        old ? { ...old, settings: envelope.data.settings } : old,
      );
    },
  });
}
