import type { Language, Permission, Role } from '@kokpit/shared';

/**
 * The signed-in user as the server presents it (SPEC §3; server/features/users/user.presenter).
 * Only the fields the web app reads are listed; the reply carries more.
 */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  jobTitle: string;
  lang: Language | string;
  rememberMe: boolean;
  lastAccess: number | null;
  roles: Role[];
  permissions: Permission[];
  isDemo: boolean;
  sectionCode: string | null;
  schoolId: number | null;
  schoolVerified: boolean;
  package: string | null;
  nextPackage: string | null;
  credits: number | null;
  costPerActivation: number | null;
}

/** The `auth` reply data: the token, its remaining life in seconds, and the user. */
export type AuthReply = SessionUser & { token: string; expiresIn: number };

/** Application status of SPEC §4. */
export type AppStatus = 'none' | 'starting' | 'started';

export interface SignInInput {
  username: string;
  password: string;
  rememberMe: boolean;
  /** Signs out the user's other sessions when the maximum is reached (code 402). */
  forceUnique?: boolean;
}

export function hasRole(user: SessionUser | null, role: Role): boolean {
  return user !== null && user.roles.includes(role);
}

export function toSessionUser(reply: AuthReply): SessionUser {
  const { token: _token, expiresIn: _expiresIn, ...user } = reply;
  return user;
}
