import {
  DEFAULT_LANGUAGE,
  isLanguage,
  ResultCode,
  TEAM_INVITE_DAYS,
  translate,
  UserStatus,
  type TeamInviteAcceptPayload,
  type TeamInviteInfoView,
  type TeamView,
} from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { hashPassword } from '../auth/password-hash.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { disconnectUser } from '../../realtime/pushes.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { pushProfileChanged } from '../students/profile.service.js';
import { uniqueViolation } from '../signup/unique-violation.js';
import { emailTaken, insertUser, usernameTaken } from '../users/user.repository.js';
import {
  claimInvite,
  deleteTeacher,
  dropSchoolRoleWithoutSchool,
  findOpenInvite,
  insertInvite,
  insertTeacher,
  listOpenInvites,
  listTeam,
  memberWithEmail,
} from './team.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `team`: the school's accounts and the invitations still open. */
export async function readTeam(db: Db, schoolId: number): Promise<TeamView> {
  const [members, invites] = await Promise.all([
    listTeam(db, schoolId),
    listOpenInvites(db, schoolId, Date.now()),
  ]);
  return {
    members: members.map((m) => ({
      userId: m.userId,
      username: m.username,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      role: m.role,
      since: m.since,
    })),
    invites,
  };
}

/**
 * `team/invite`: mails a single-use link, valid TEAM_INVITE_DAYS, in the manager's language.
 * An address that already has an account is refused: an account belongs to one person, and the
 * link makes a new one.
 */
export async function inviteTeacher(
  caller: SchoolCaller,
  email: string,
  lang: string,
): Promise<TeamView> {
  const { ctx, member } = caller;
  if (await memberWithEmail(ctx.db, member.schoolId, email)) {
    throw AppError.validation({ email: 'school.team.alreadyMember' });
  }
  if (await emailTaken(ctx.db, email))
    throw AppError.validation({ email: 'validation.emailTaken' });
  const token = newToken();
  const at = Date.now();
  let schoolName = '';
  await ctx.db.transaction().execute(async (trx) => {
    await insertInvite(trx, {
      tokenHash: hashToken(token),
      schoolId: member.schoolId,
      email,
      actorUserId: caller.userId,
      at,
      expiresAt: at + TEAM_INVITE_DAYS * DAY_MS,
    });
    schoolName = (await findOpenInvite(trx, hashToken(token), at))?.schoolName ?? '';
    await recordAudit(trx, {
      actorId: caller.userId,
      action: 'school.team-invite',
      entity: 'school',
      entityId: member.schoolId,
      ip: caller.ip,
      details: { email },
    });
  });
  const mailLang = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  // The home page opens the invitation form when it sees this in the fragment, which the
  // browser never sends: the token reaches no server's log on its way.
  const link = `${ctx.config.publicUrl}/${mailLang}/#invite=${token}`;
  ctx.mailer
    .send({
      to: email,
      subject: translate(mailLang, 'school.team.inviteSubject', { school: schoolName }),
      text: translate(mailLang, 'school.team.inviteBody', {
        school: schoolName,
        link,
        days: TEAM_INVITE_DAYS,
      }),
    })
    .catch((err: unknown) => ctx.logger.error({ err }, 'team invitation mail failed'));
  return readTeam(ctx.db, member.schoolId);
}

/**
 * `team/remove`: a teacher leaves the school; their account stays, without the school or its
 * role. Their open /school sockets close on every node (they were in the school's room) and
 * their other tabs hear the account's new roles.
 */
export async function removeTeacher(caller: SchoolCaller, userId: number): Promise<TeamView> {
  const { ctx, member } = caller;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await deleteTeacher(trx, member.schoolId, userId))) {
      throw AppError.validation({ userId: 'school.team.notTeacher' });
    }
    await dropSchoolRoleWithoutSchool(trx, userId);
    await recordAudit(trx, {
      actorId: caller.userId,
      action: 'school.team-remove',
      entity: 'user',
      entityId: userId,
      ip: caller.ip,
      details: { schoolId: member.schoolId },
    });
  });
  disconnectUser(ctx, '/school', userId);
  await pushProfileChanged(ctx, userId);
  return readTeam(ctx.db, member.schoolId);
}

const inviteInvalid = () =>
  new AppError(
    ResultCode.validation,
    'school.team.inviteInvalid',
    {},
    {
      token: 'school.team.inviteInvalid',
    },
  );

/** `team-invite/info`: the school and address of a usable link. */
export async function readInvite(db: Db, token: string): Promise<TeamInviteInfoView> {
  const invite = await findOpenInvite(db, hashToken(token), Date.now());
  if (!invite) throw inviteInvalid();
  return { schoolName: invite.schoolName, email: invite.email };
}

/**
 * `team-invite/accept`: makes the teacher's account (the invited address, the chosen user name
 * and password) and their membership, using the link up in the same transaction.
 */
export async function acceptInvite(
  ctx: AppContext,
  input: TeamInviteAcceptPayload,
  meta: { lang: string; ip: string },
): Promise<void> {
  const tokenHash = hashToken(input.token);
  const invite = await findOpenInvite(ctx.db, tokenHash, Date.now());
  if (!invite) throw inviteInvalid();
  if (await usernameTaken(ctx.db, input.username)) {
    throw AppError.validation({ username: 'validation.usernameTaken' });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const at = Date.now();
      const userId = await insertUser(trx, {
        username: input.username,
        email: invite.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        lang: meta.lang,
        status: UserStatus.active,
        roles: ['school'],
      });
      if (!(await claimInvite(trx, tokenHash, userId, at))) throw inviteInvalid();
      await insertTeacher(trx, {
        schoolId: invite.schoolId,
        userId,
        actorUserId: invite.actorUserId,
        at,
      });
      await recordAudit(trx, {
        actorId: userId,
        action: 'school.team-join',
        entity: 'school',
        entityId: invite.schoolId,
        ip: meta.ip,
        details: { invitedBy: invite.actorUserId },
      });
    });
  } catch (error) {
    const conflict = uniqueViolation(error);
    if (conflict?.column === 'username') {
      throw AppError.validation({ username: 'validation.usernameTaken' });
    }
    if (conflict?.column === 'email') throw AppError.validation({ token: 'validation.emailTaken' });
    throw error;
  }
}
