import { lazy } from 'react';

export {
  profileQuery,
  useSaveSettings,
  useStudentSettings,
  type StudentProfile,
} from './api/profile';
export { useApplyTheme } from './hooks/use-apply-theme';
export type { ProfileTab } from './components/profile-dialog';

/** The profile and settings dialog, fetched when first opened. */
export const ProfileDialog = lazy(() =>
  import('./components/profile-dialog').then((m) => ({ default: m.ProfileDialog })),
);
