import type { Language } from '@kokpit/shared';
import type { ParseKeys } from 'i18next';
import { paths } from '../../lib/paths';
import type { SessionUser } from '../../lib/session';

export interface NavItem {
  to: string;
  label: ParseKeys;
  /** Matches only the exact path (dashboards, whose sub-pages have their own links). */
  end?: boolean;
}

/** The links a visitor sees, by role (SPEC §2 and §6). */
export function navItems(user: SessionUser | null, lang: Language): NavItem[] {
  const items: NavItem[] = [{ to: paths.home(lang), label: 'nav.home', end: true }];
  if (user?.roles.includes('student')) {
    items.push(
      { to: paths.student(lang), label: 'nav.student', end: true },
      { to: paths.studentStatistics(lang), label: 'nav.statistics' },
      { to: paths.studentDrivingSchool(lang), label: 'nav.drivingSchool' },
    );
  }
  if (user?.roles.includes('school')) {
    items.push(
      { to: paths.school(lang), label: 'nav.schoolStudents', end: true },
      { to: paths.schoolTheory(lang), label: 'nav.schoolTheory' },
      { to: paths.schoolMessages(lang), label: 'messages.nav' },
      { to: paths.schoolStats(lang), label: 'nav.schoolStats' },
      { to: paths.schoolEdit(lang), label: 'nav.schoolEdit' },
    );
  }
  if (user?.roles.includes('administrator')) {
    items.push({ to: paths.admin(lang), label: 'nav.backOffice' });
  }
  return items;
}
