import { z } from 'zod';
import { FieldLimits } from '../constants.js';
import type { SchoolPermission, SchoolRole } from '../domain/school-roles.js';
import { emailField, idField, newPasswordField, requiredText, usernameField } from './fields.js';

/*
 * A school's team (SPEC §1 "teachers/managers"): the manager invites teachers by an e-mailed
 * link, sees and removes them; the invited teacher opens the link and makes an account.
 */

/** How long an invitation link stays valid. */
export const TEAM_INVITE_DAYS = 7;

/** `team/invite` {email}: mails a single-use link to join the school as a teacher. */
export const teamInvitePayload = z.strictObject({ email: emailField });
export type TeamInvitePayload = z.infer<typeof teamInvitePayload>;

/** `team/remove` {userId}: the teacher leaves the school (their account stays). */
export const teamRemovePayload = z.strictObject({ userId: idField });

const inviteToken = z
  .string({ error: 'school.team.inviteInvalid' })
  .trim()
  .min(16, { error: 'school.team.inviteInvalid' })
  .max(128, { error: 'school.team.inviteInvalid' });

/** `team-invite/info` {token} (public): whose invitation this link is. */
export const teamInviteInfoPayload = z.strictObject({ token: inviteToken });

/** `team-invite/accept` (public): the invited teacher's new account. */
export const teamInviteAcceptPayload = z
  .strictObject({
    token: inviteToken,
    username: usernameField,
    firstName: requiredText(FieldLimits.name.max),
    lastName: requiredText(FieldLimits.name.max),
    password: newPasswordField,
    passwordConfirm: z
      .string({ error: 'validation.passwordRequired' })
      .max(FieldLimits.password.max),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    message: 'validation.passwordsMismatch',
    path: ['passwordConfirm'],
  });
export type TeamInviteAcceptPayload = z.infer<typeof teamInviteAcceptPayload>;

/* ---- Replies ---- */

export interface TeamMemberView {
  userId: number;
  username: string;
  name: string;
  email: string;
  role: SchoolRole;
  since: number;
}

export interface TeamInviteView {
  email: string;
  createdAt: number;
  expiresAt: number;
}

export interface TeamView {
  members: TeamMemberView[];
  /** Invitations sent and not yet accepted nor expired. */
  invites: TeamInviteView[];
}

/** `member`: the caller's place in the school, so the portal hides what the role cannot do. */
export interface SchoolMemberView {
  schoolId: number;
  role: string;
  /** SchoolStatus of the school. */
  schoolStatus: number;
  permissions: SchoolPermission[];
}

/** `team-invite/info`: the school and the address the link was sent to. */
export interface TeamInviteInfoView {
  schoolName: string;
  email: string;
}
