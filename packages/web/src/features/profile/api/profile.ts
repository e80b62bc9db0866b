import {
  DEFAULT_STUDENT_SETTINGS,
  type ProfileSavePayload,
  type ProfileView,
  type SettingsSavePayload,
  type StudentSettings,
} from '@kokpit/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PushQueryKeys } from '../../../lib/push-invalidation';
import { fetchData } from '../../../lib/query-client';
import { getSessionSnapshot } from '../../../lib/session/session-store';
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

/*
 * The last settings the server gave, kept on this device per student: a test reloaded without a
 * link reads its questions aloud as the student chose, instead of the silent defaults.
 */
const KEPT_PREFIX = 'kokpit.settings.';

function keptSettings(): StudentSettings | null {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined) return null;
  try {
    const raw = window.localStorage.getItem(`${KEPT_PREFIX}${userId}`);
    return raw ? { ...DEFAULT_STUDENT_SETTINGS, ...(JSON.parse(raw) as StudentSettings) } : null;
  } catch {
    return null;
  }
}

function keepSettings(settings: StudentSettings): void {
  const userId = getSessionSnapshot().user?.id;
  if (userId === undefined) return;
  try {
    window.localStorage.setItem(`${KEPT_PREFIX}${userId}`, JSON.stringify(settings));
  } catch {
    // A full or refused storage only loses the offline copy.
  }
}

/** The student's test-page preferences: the server's, else the ones kept on this device. */
export function useStudentSettings(): StudentSettings {
  const { data } = useQuery(profileQuery());
  const settings = data?.settings;
  useEffect(() => {
    if (settings) keepSettings(settings);
  }, [settings]);
  return settings ?? keptSettings() ?? LOADING_SETTINGS;
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
