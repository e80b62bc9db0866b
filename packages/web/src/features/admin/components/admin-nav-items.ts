import type { Language } from '@kokpit/shared';
import type { ParseKeys } from 'i18next';
import { paths } from '../../../lib/paths';

/**
 * The back office's tools in its side navigation, above the list of tables. Another feature
 * adds its screen here (exports, files, approvals…) with a path and a label key.
 */
export interface AdminNavItem {
  to: (lang: Language) => string;
  label: ParseKeys;
  /** Matches only the exact path. */
  end?: boolean;
}

export const ADMIN_NAV_ITEMS: AdminNavItem[] = [
  { to: paths.admin, label: 'admin.nav.home', end: true },
  { to: paths.adminAudit, label: 'admin.nav.audit' },
  { to: (lang) => `/${lang}/admin/schools`, label: 'adminOps.navSchools' },
  { to: (lang) => `/${lang}/admin/credits`, label: 'adminOps.navCredits' },
  { to: (lang) => `/${lang}/admin/notices`, label: 'adminOps.navNotices' },
  { to: (lang) => `/${lang}/admin/users`, label: 'adminOps.navUsers' },
  { to: (lang) => `/${lang}/admin/contact`, label: 'adminOps.navContact' },
  { to: (lang) => `/${lang}/admin/files`, label: 'adminFiles.nav' },
  { to: (lang) => `/${lang}/admin/content`, label: 'adminContent.nav' },
];
