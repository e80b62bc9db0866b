import { lazy } from 'react';
import { withTexts } from '../../lib/i18n/i18n';

export {
  profileQuery,
  useSaveSettings,
  useStudentSettings,
  type StudentProfile,
} from './api/profile';
export { useApplyTheme } from './hooks/use-apply-theme';
export type { ProfileTab } from './components/profile-dialog';

/** The profile and settings dialog, fetched (with its texts) when first opened. */
export const ProfileDialog = lazy(() =>
  withTexts(import('./components/profile-dialog'), 'pages').then((m) => ({
    default: m.ProfileDialog,
  })),
);
