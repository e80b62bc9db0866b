/*
 * Messaging under load (issue 18): 1,000 connected students of 50 schools and the 50 schools
 * exchange messages at a steady rate on the real server (the test server: the whole Socket.IO
 * pipeline, on SQLite by default, PostgreSQL with TEST_DATABASE_URL). Delivery is the time from
 * the sender's emit to the `message` push reaching the recipient's socket; clients and server
 * share one process, so one clock measures both ends.
 *
 *   npx tsx --tsconfig packages/server/tsconfig.json bench/messages/main.ts [rate/s] [seconds]
 *
 * Prints an HTML comment about the fixture and one markdown table row; bench/messages/main.mjs
 * runs it on both databases for docs/BENCHMARKS.md.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { StudentSchoolStatus, type Envelope, type PushPayloads } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { hashToken, newToken } from '../../packages/server/src/features/auth/tokens.js';
import type { Db } from '../../packages/server/src/db/database.js';
import { buildSchool } from '../../packages/server/src/test/factories.js';
import { testDialect } from '../../packages/server/src/test/test-database.js';
import { startTestServer } from '../../packages/server/src/test/test-server.js';

const STUDENTS = 1000;
const SCHOOLS = 50;
const RATE = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 15);
const TICK_MS = 10;

const TEXTS = [
  'Καλησπέρα, πότε είναι το επόμενο μάθημα θεωρίας;',
  'Την Τετάρτη στις 18:00, στην αίθουσα της σχολής.',
  'Μπορούμε να μεταφέρουμε το αυριανό μάθημα οδήγησης;',
  'Ναι, σας βολεύει στις 17:00;',
  'Ευχαριστώ πολύ, θα είμαι εκεί!',
];

async function sessionTokens(db: Db, userIds: number[]): Promise<string[]> {
  const at = Date.now();
  const tokens = userIds.map(() => newToken());
  const rows = userIds.map((userId, i) => ({
    user_id: userId,
    token_hash: hashToken(tokens[i]!),
    remember_me: 0,
    client: 'bench',
    ip: '127.0.0.1',
    user_agent: 'bench/messages',
    created_at: at,
    last_seen_at: at,
    expires_at: at + 86_400_000,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('sessions')
      .values(rows.slice(i, i + 500))
      .execute();
  }
  return tokens;
}

async function createStudents(db: Db, schoolIds: number[]): Promise<number[]> {
  const now = Date.now();
  const prefix = `bm${now.toString(36)}`;
  const ids: number[] = [];
  for (let i = 0; i < STUDENTS; i += 500) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(500, STUDENTS - i) }, (_, j) => ({
          username: `${prefix}-${i + j}`,
          email: `${prefix}-${i + j}@bench.test`,
          password_hash: '!',
          first_name: 'Μαθητής',
          last_name: String(i + j),
          created_at: now,
          updated_at: now,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((r) => r.id));
  }
  await db
    .insertInto('user_roles')
    .values(ids.map((id) => ({ user_id: id, role: 'student' })))
    .execute();
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .insertInto('students')
      .values(
        ids.slice(i, i + 500).map((id, j) => ({
          user_id: id,
          school_id: schoolIds[(i + j) % schoolIds.length]!,
          school_status: StudentSchoolStatus.active,
          school_verified: 1,
          joined_school_at: now,
          created_at: now,
        })),
      )
      .execute();
  }
  return ids;
}

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

async function inBatches<T, R>(items: T[], size: number, each: (t: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(each))));
  }
  return out;
}

async function main(): Promise<void> {
  const server = await startTestServer({ MAX_SESSIONS: '100' }, { seedContent: false });
  const db = server.ctx.db;
  const t0 = performance.now();
  const schools = [];
  for (let i = 0; i < SCHOOLS; i++) schools.push(await buildSchool(db));
  const schoolIds = schools.map((s) => s.schoolId);
  const studentIds = await createStudents(db, schoolIds);
  const schoolTokens = await sessionTokens(
    db,
    schools.map((s) => s.id),
  );
  const studentTokens = await sessionTokens(db, studentIds);
  const schoolSockets = await inBatches(schoolTokens, 50, (token) =>
    server.connect('/school', { token, lang: 'el' }),
  );
  const studentSockets = await inBatches(studentTokens, 100, (token) =>
    server.connect('/student', { token, lang: 'el' }),
  );
  const setupMs = performance.now() - t0;

  /** clientId → when it was emitted and which socket must receive it. */
  const pending = new Map<string, { at: number; to: Socket }>();
  const delivery: number[] = [];
  const acks: number[] = [];
  let failures = 0;
  const listen = (socket: Socket) =>
    socket.on('message', (push: PushPayloads['message']) => {
      const id = push.message.clientId;
      const sent = id ? pending.get(id) : undefined;
      if (!sent || sent.to !== socket) return;
      delivery.push(performance.now() - sent.at);
      pending.delete(id!);
    });
  for (const s of [...schoolSockets, ...studentSockets]) listen(s);

  let seq = 0;
  const send = (i: number) => {
    const k = Math.floor(Math.random() * STUDENTS);
    const student = studentSockets[k]!;
    const school = schoolSockets[k % SCHOOLS]!;
    const fromStudent = i % 2 === 0;
    const clientId = `bench-${(seq++).toString(36)}-${k}`;
    const text = TEXTS[i % TEXTS.length]!;
    const at = performance.now();
    pending.set(clientId, { at, to: fromStudent ? school : student });
    const [socket, payload] = fromStudent
      ? [student, { clientId, text }]
      : [school, { studentId: studentIds[k]!, clientId, text }];
    socket.emit('messages/send', payload, (reply: Envelope) => {
      acks.push(performance.now() - at);
      if (!reply.isPositive) failures++;
    });
  };

  const total = RATE * SECONDS;
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
      while (sent < due) send(sent++);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, TICK_MS);
  });
  const drainUntil = performance.now() + 5000;
  while ((pending.size > 0 || acks.length < total) && performance.now() < drainUntil) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const elapsed = (performance.now() - started) / 1000;
  const stored = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  for (const s of [...schoolSockets, ...studentSockets]) s.disconnect();
  await server.stop();

  const sorted = [...delivery].sort((a, b) => a - b);
  const ackSorted = [...acks].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `<!-- ${testDialect()}: ${SCHOOLS} schools, ${STUDENTS} students connected in ${(setupMs / 1000).toFixed(1)} s; ${total} messages over ${elapsed.toFixed(1)} s; ${Number(stored.n)} stored; ${failures} refused; ${cpus().length} × ${cpus()[0]?.model} -->`,
  );
  console.log(
    `| ${testDialect()} | ${RATE} | ${total} | ${delivery.length} | ${f(percentile(sorted, 0.5))} | ${f(percentile(sorted, 0.95))} | ${f(percentile(sorted, 0.99))} | ${f(sorted.at(-1) ?? NaN)} | ${f(percentile(ackSorted, 0.5))} | ${f(percentile(ackSorted, 0.99))} |`,
  );
}

await main();
