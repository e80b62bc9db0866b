import type { ProfileView, StudentSettings } from '@kokpit/shared';
import type { Config } from '../../config/config.js';
import { presentUser } from '../users/user.presenter.js';
import type { StudentProfile } from './profile.service.js';

/** The `profile` reply: the user fields of SPEC §3, the settings and the student's own fields. */
export function presentProfile(
  p: StudentProfile,
  config: Pick<Config, 'publicUrl' | 'PRODUCT'>,
): ProfileView {
  return {
    user: presentUser(p.user, config),
    settings: presentSettings(p.settings),
    student: {
      age: p.student.age,
      gender:
        p.student.gender === 'male' || p.student.gender === 'female' ? p.student.gender : null,
      level: p.student.level,
      schoolId: p.student.schoolId,
      schoolVerified: p.student.schoolVerified,
      schoolStatus: p.student.schoolStatus,
    },
  };
}

export function presentSettings(s: StudentSettings): StudentSettings {
  return {
    sound: s.sound,
    showHelp: s.showHelp,
    autoNext: s.autoNext,
    fontScale: s.fontScale,
    theme: s.theme,
  };
}
