import type { SchoolRole } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

export interface TeamMemberRow {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SchoolRole;
  since: number;
}

/** The school's accounts, managers first, then by when they joined. */
export async function listTeam(db: Db, schoolId: number): Promise<TeamMemberRow[]> {
  const rows = await db
    .selectFrom('school_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select([
      'u.id',
      'u.username',
      'u.first_name',
      'u.last_name',
      'u.email',
      'm.role',
      'm.created_at',
    ])
    .where('m.school_id', '=', schoolId)
    .orderBy((eb) => eb.case().when('m.role', '=', 'manager').then(0).else(1).end())
    .orderBy('m.created_at')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    userId: r.id,
    username: r.username,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role: r.role as SchoolRole,
    since: r.created_at,
  }));
}

export interface OpenInviteRow {
  email: string;
  createdAt: number;
  expiresAt: number;
}

/** Invitations neither used nor expired, newest first. */
export async function listOpenInvites(
  db: Db,
  schoolId: number,
  at: number,
): Promise<OpenInviteRow[]> {
  const rows = await db
    .selectFrom('school_invites')
    .select(['email', 'created_at', 'expires_at'])
    .where('school_id', '=', schoolId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ email: r.email, createdAt: r.created_at, expiresAt: r.expires_at }));
}

export async function insertInvite(
  db: Db,
  i: {
    tokenHash: string;
    schoolId: number;
    email: string;
    actorUserId: number;
    at: number;
    expiresAt: number;
  },
): Promise<void> {
  await db
    .insertInto('school_invites')
    .values({
      token_hash: i.tokenHash,
      school_id: i.schoolId,
      email: i.email.toLowerCase(),
      role: 'teacher',
      actor_user_id: i.actorUserId,
      created_at: i.at,
      expires_at: i.expiresAt,
    })
    .execute();
}

export interface InviteRow {
  schoolId: number;
  schoolName: string;
  email: string;
  actorUserId: number | null;
}

/** A usable invitation (unused, unexpired) by its token's hash, with its school's name. */
export async function findOpenInvite(
  db: Db,
  tokenHash: string,
  at: number,
): Promise<InviteRow | undefined> {
  const r = await db
    .selectFrom('school_invites as i')
    .innerJoin('schools as s', 's.id', 'i.school_id')
    .select(['i.school_id', 's.name', 'i.email', 'i.actor_user_id'])
    .where('i.token_hash', '=', tokenHash)
    .where('i.used_at', 'is', null)
    .where('i.expires_at', '>', at)
    .executeTakeFirst();
  return r
    ? { schoolId: r.school_id, schoolName: r.name, email: r.email, actorUserId: r.actor_user_id }
    : undefined;
}

/** Uses up the invitation; only one of two acceptances at once gets `true`. */
export async function claimInvite(
  db: Db,
  tokenHash: string,
  userId: number,
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('school_invites')
    .set({ used_at: at, user_id: userId })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether an account with this e-mail already belongs to the school. */
export async function memberWithEmail(db: Db, schoolId: number, email: string): Promise<boolean> {
  const r = await db
    .selectFrom('school_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select('m.user_id')
    .where('m.school_id', '=', schoolId)
    .where('u.email', '=', email.toLowerCase())
    .executeTakeFirst();
  return r !== undefined;
}

/** Adds a teacher, saying who invited them. */
export async function insertTeacher(
  db: Db,
  m: { schoolId: number; userId: number; actorUserId: number | null; at: number },
): Promise<void> {
  await db
    .insertInto('school_members')
    .values({
      school_id: m.schoolId,
      user_id: m.userId,
      role: 'teacher',
      created_at: m.at,
      actor_user_id: m.actorUserId,
    })
    .execute();
}

/** Removes a teacher (never a manager) from the school; false when there was none. */
export async function deleteTeacher(db: Db, schoolId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('school_members')
    .where('school_id', '=', schoolId)
    .where('user_id', '=', userId)
    .where('role', '=', 'teacher')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Takes the school role from an account that belongs to no school any more (a removed
 * teacher); an account still in another school keeps it.
 */
export async function dropSchoolRoleWithoutSchool(db: Db, userId: number): Promise<void> {
  await db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('role', '=', 'school')
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('school_members').select('user_id').where('user_id', '=', userId)),
      ),
    )
    .execute();
}
