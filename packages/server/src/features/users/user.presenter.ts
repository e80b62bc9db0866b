import type { UserView } from '@kokpit/shared';
import type { Config } from '../../config/config.js';
import type { UserRecord } from './user.repository.js';

export type { UserView };

/** The user fields of SPEC §3, spelled out; never a raw row. */
export function presentUser(
  user: UserRecord,
  config: Pick<Config, 'publicUrl' | 'PRODUCT'>,
  rememberMe = false,
): UserView {
  const api = `${config.publicUrl}/api/${config.PRODUCT}/v1.0`;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    fullName: [user.first_name, user.last_name].filter(Boolean).join(' '),
    jobTitle: user.job_title,
    status: user.status,
    lang: user.lang,
    rememberMe,
    lastAccess: user.last_access,
    roles: user.roles,
    permissions: user.permissions,
    options: { urlSignIn: `${api}/user/signin`, urlInfo: `${api}/user/info` },
    isDemo: user.is_demo === 1,
    sectionCode: user.section_code,
    schoolId: user.student?.schoolId ?? user.school?.id ?? null,
    schoolVerified: user.student?.schoolVerified ?? false,
    schoolStatus: user.school?.status ?? null,
    package: user.school?.packageCode ?? null,
    nextPackage: user.school?.nextPackageCode ?? null,
    credits: user.school?.credits ?? null,
    costPerActivation: user.school?.costPerActivation ?? null,
  };
}
