import type { Permission, Role } from '../constants.js';

/** The user fields of SPEC §3 as every reply spells them (server users/user.presenter). */
export interface UserView {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  jobTitle: string;
  status: number;
  /** A language code; stored text, so not narrowed to Language. */
  lang: string;
  rememberMe: boolean;
  lastAccess: number | null;
  roles: Role[];
  permissions: Permission[];
  options: { urlSignIn: string; urlInfo: string };
  isDemo: boolean;
  sectionCode: string | null;
  schoolId: number | null;
  schoolVerified: boolean;
  schoolStatus: number | null;
  package: string | null;
  nextPackage: string | null;
  credits: number | null;
  costPerActivation: number | null;
}

/** A live session as the web sees it: the user and the session's remaining life in seconds. */
export type SessionView = UserView & { expiresIn: number };

/** The `auth` reply (and the `authenticated` push): the token, its life in seconds, the user. */
export type SignedInView = SessionView & { token: string };
