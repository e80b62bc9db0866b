/*
 * A school with 10,000 students: how fast its portal answers the student lists, search and the
 * statistics page over Socket.IO, on the database the test server is given (SQLite by default,
 * PostgreSQL with TEST_DATABASE_URL).
 *
 *   npx tsx --tsconfig packages/server/tsconfig.json bench/school/main.ts [students]
 *
 * The fixture is written straight into the database (students in every state, a car section
 * and its counters each); each case is asked 200 times after a warm-up, one at a time, and its
 * round trips' percentiles printed as a markdown table row. bench/school/main.mjs runs it on both
 * databases for docs/BENCHMARKS.md.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  SectionStatus,
  StudentSchoolStatus,
  studentSearchText,
  type Envelope,
} from '@kokpit/shared';
import { sql } from 'kysely';
import type { Db } from '../../packages/server/src/db/database.js';
import { buildSchool } from '../../packages/server/src/test/factories.js';
import { testDialect } from '../../packages/server/src/test/test-database.js';
import { emitAck, startTestServer } from '../../packages/server/src/test/test-server.js';

const STUDENTS = Number(process.argv[2] ?? 10_000);
const ROUNDS = 200;
const WARMUP = 20;
const DAY = 86_400_000;

const FIRST = [
  'Γιώργος',
  'Μαρία',
  'Νίκος',
  'Ελένη',
  'Κώστας',
  'Κατερίνα',
  'Δημήτρης',
  'Σοφία',
  'Γιάννης',
  'Άννα',
  'Παναγιώτης',
  'Χριστίνα',
  'Βασίλης',
  'Ιωάννα',
  'Σπύρος',
  'Δέσποινα',
];
const LAST = [
  'Παπαδόπουλος',
  'Γεωργίου',
  'Οικονόμου',
  'Βασιλείου',
  'Καραγιάννης',
  'Αντωνίου',
  'Μακρής',
  'Ιωάννου',
  'Χριστοδούλου',
  'Αθανασίου',
  'Δημητρίου',
  'Παπαγεωργίου',
  'Ζαχαρίου',
  'Πετρόπουλος',
  'Λαμπράκης',
  'Κυριακίδης',
  'Ξενάκης',
  'Παππάς',
  'Σαμαράς',
  'Βλάχος',
];

/** Deterministic, so both databases get the same school. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunked(db: Db, table: string, rows: Record<string, unknown>[]) {
  const columns = Object.keys(rows[0] ?? {}).length || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture over many tables
    await (db as any)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

async function createSchool(db: Db, count: number) {
  const school = await buildSchool(db, { couponPrefix: '7777' });
  const next = random(10_000);
  const now = Date.now();
  const prefix = `bs${now.toString(36)}`;
  const users = Array.from({ length: count }, (_, i) => {
    const first = FIRST[Math.floor(next() * FIRST.length)]!;
    const last = LAST[Math.floor(next() * LAST.length)]!;
    return {
      username: `${prefix}-${i}`,
      email: `${prefix}-${i}@bench.test`,
      password_hash: '!',
      first_name: first,
      last_name: last,
      section_code: 'car',
      last_access: now - Math.floor(next() * 60 * DAY),
      created_at: now - 90 * DAY,
      updated_at: now,
    };
  });
  const ids: number[] = [];
  for (let i = 0; i < users.length; i += 500) {
    const rows = await db
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  await insertChunked(
    db,
    'user_roles',
    ids.map((id) => ({ user_id: id, role: 'student' })),
  );
  const states = ids.map(() => {
    const r = next();
    return r < 0.1
      ? StudentSchoolStatus.pending
      : r < 0.8
        ? StudentSchoolStatus.active
        : StudentSchoolStatus.archived;
  });
  await insertChunked(
    db,
    'students',
    ids.map((id, i) => {
      const u = users[i]!;
      return {
        user_id: id,
        school_id: school.schoolId,
        school_status: states[i],
        school_verified: states[i] === StudentSchoolStatus.pending ? 0 : 1,
        archive_result:
          states[i] === StudentSchoolStatus.archived ? 1 + Math.floor(next() * 3) : null,
        joined_school_at: now - Math.floor(next() * 90 * DAY),
        phone: `69${String(Math.floor(next() * 1e8)).padStart(8, '0')}`,
        search_text: studentSearchText({
          firstName: u.first_name,
          lastName: u.last_name,
          username: u.username,
          email: u.email,
          phone: '',
        }),
        created_at: now - 90 * DAY,
      };
    }),
  );
  await insertChunked(
    db,
    'student_sections',
    ids.map((id, i) => ({
      student_id: id,
      section_code: 'car',
      status:
        states[i] === StudentSchoolStatus.pending
          ? SectionStatus.requested
          : SectionStatus.activated,
      school_id: school.schoolId,
      activated_at: now - 30 * DAY,
      updated_at: now,
    })),
  );
  await insertChunked(
    db,
    'section_stats',
    ids.map((id) => {
      const replies = Math.floor(next() * 2000);
      const correct = Math.floor(replies * (0.5 + next() * 0.5));
      return {
        student_id: id,
        section_code: 'car',
        tests_total: Math.floor(replies / 20),
        replies,
        correct,
        progress_sum: Math.floor(next() * 100 * 130),
        strong_errors: Math.floor(next() * 40),
        test_stats: JSON.stringify({
          progress: { count: Math.floor(replies / 20), answers: replies, right: correct },
          simulation: { count: 3, answers: 90, right: 80, passed: 1 },
        }),
        updated_at: now,
      };
    }),
  );
  return { ...school, studentIds: ids };
}

function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

async function main(): Promise<void> {
  const server = await startTestServer({ MAX_SESSIONS: '100' });
  const db = server.ctx.db;
  const t0 = performance.now();
  const school = await createSchool(db, STUDENTS);
  // As autovacuum (PostgreSQL) or the optimiser's statistics would have it in a live database.
  await sql`analyze`.execute(db);
  const fixtureMs = performance.now() - t0;
  const signin = await server.api(
    `/user/signin?username=${school.username}&password=${encodeURIComponent(school.password)}`,
  );
  const socket = await server.connect('/school', { token: signin.body.data.token, lang: 'el' });
  const next = random(7);
  const pages = Math.ceil((STUDENTS * 0.7) / 25);
  const texts = ['παπα', 'γεωργ', 'ιωαννου', 'μαρια βασ', '6912', 'bench.test'];
  const cases: [string, () => unknown, string][] = [
    [
      'students/list, active, page 1 (last access ↓)',
      () => ({ status: 'active' }),
      'students/list',
    ],
    [
      'students/list, active, any page, any sort',
      () => ({
        status: 'active',
        page: 1 + Math.floor(next() * pages),
        sort: ['dateAccessed', 'name', 'progress', 'success', 'email'][Math.floor(next() * 5)],
        direction: next() < 0.5 ? 'asc' : 'desc',
      }),
      'students/list',
    ],
    [
      'students/list, archived, section car, by progress',
      () => ({ status: 'archived', section: 'car', sort: 'progress' }),
      'students/list',
    ],
    [
      'students/list, active, with a search',
      () => ({ status: 'active', search: texts[Math.floor(next() * texts.length)] }),
      'students/list',
    ],
    [
      'students/search (any list)',
      () => ({ text: texts[Math.floor(next() * texts.length)] }),
      'students/search',
    ],
    ['highlights (statistics page), car', () => ({ section: 'car' }), 'highlights'],
    [
      'students/info, a student',
      () => ({ id: school.studentIds[Math.floor(next() * school.studentIds.length)] }),
      'students/info',
    ],
  ];
  const rows: string[] = [];
  for (const [name, payload, event] of cases) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + ROUNDS; i++) {
      const s = performance.now();
      const r = (await emitAck(socket, event, payload())) as Envelope;
      if (!r.isPositive) throw new Error(`${event}: ${r.message} ${r.debugMessage}`);
      if (i >= WARMUP) times.push(performance.now() - s);
    }
    const p = percentiles(times);
    rows.push(`| ${testDialect()} | ${name} | ${p.p50.toFixed(1)} | ${p.p99.toFixed(1)} |`);
  }
  socket.disconnect();
  await server.stop();
  console.log(
    `<!-- ${testDialect()}: ${STUDENTS} students written in ${(fixtureMs / 1000).toFixed(1)} s; ${cpus().length} × ${cpus()[0]?.model} -->`,
  );
  for (const row of rows) console.log(row);
}

await main();
