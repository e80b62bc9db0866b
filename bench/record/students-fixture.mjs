// Bench fixture written straight into the database (fast, and beside the code under test):
// verified students with sessions.
import { SectionStatus, StudentSchoolStatus } from '@kokpit/shared';
import { hashPassword } from '../../packages/server/dist/features/auth/password-hash.js';
import { hashToken, newToken } from '../../packages/server/dist/features/auth/tokens.js';

const DAY = 86_400_000;

export async function insertChunked(db, table, rows, columns) {
  // Under SQLite's 32,766 bound variables per statement.
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

async function insertUsers(db, prefix, count, passwordHash, at) {
  const ids = [];
  for (let i = 0; i < count; i += 500) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + 500); j++) {
      rows.push({
        username: `${prefix}-${j}`,
        email: `${prefix}-${j}@bench.test`,
        password_hash: passwordHash,
        first_name: 'Bench',
        last_name: String(j),
        section_code: 'car',
        created_at: at,
        updated_at: at,
      });
    }
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** A school, `count` verified students with car activated, and a live session token each. */
export async function createStudents(db, count) {
  const at = Date.now();
  const prefix = `bench${at.toString(36)}`;
  // One scrypt hash for everyone: hashing a thousand passwords would only time scrypt.
  const passwordHash = await hashPassword('Bench#2026!');
  const [schoolUser] = await insertUsers(db, `${prefix}-school`, 1, passwordHash, at);
  await db.insertInto('user_roles').values({ user_id: schoolUser, role: 'school' }).execute();
  const school = await db
    .insertInto('schools')
    .values({
      user_id: schoolUser,
      name: 'Bench school',
      coupon_prefix: String(1000 + (at % 8999)).slice(0, 4),
      status: 1,
      credits: 1_000_000,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = await insertUsers(db, prefix, count, passwordHash, at);
  const tokens = ids.map(() => newToken());
  await insertChunked(
    db,
    'user_roles',
    ids.map((id) => ({ user_id: id, role: 'student' })),
    2,
  );
  await insertChunked(
    db,
    'students',
    ids.map((id) => ({
      user_id: id,
      school_id: school.id,
      school_status: StudentSchoolStatus.active,
      school_verified: 1,
      joined_school_at: at,
      created_at: at,
    })),
    6,
  );
  await insertChunked(
    db,
    'student_sections',
    ids.map((id) => ({
      student_id: id,
      section_code: 'car',
      status: SectionStatus.activated,
      school_id: school.id,
      requested_at: at,
      activated_at: at,
      updated_at: at,
    })),
    7,
  );
  await insertChunked(
    db,
    'sessions',
    ids.map((id, i) => ({
      user_id: id,
      token_hash: hashToken(tokens[i]),
      created_at: at,
      last_seen_at: at,
      expires_at: at + DAY,
    })),
    5,
  );
  return { ids, tokens };
}
