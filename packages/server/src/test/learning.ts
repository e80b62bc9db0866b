import { SectionStatus, type Envelope, type TestView } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { buildSchool, buildStudent, type BuiltUser } from './factories.js';
import type { Db } from '../db/database.js';
import { emitAck, type TestServer } from './test-server.js';

/*
 * Helpers of the learning-loop suites (tests, statistics): a student with a section, signed in
 * on /student, and the answers of the sample bank.
 */

/**
 * What these helpers use of a server: its database, REST and sockets. A TestServer, or a node
 * running in a child process (child-node.ts).
 */
export type ServerAccess = Pick<TestServer, 'api' | 'connect'> & { ctx: { db: Db } };

export interface Learner extends BuiltUser {
  token: string;
  socket: Socket;
  schoolId: number | null;
}

export interface LearnerOptions {
  /** Linked to a new school that verified them (default); false: a demo student. */
  verified?: boolean;
  section?: string;
  /** Section status: activated with a school, requested without (default). */
  status?: number;
  lang?: string;
  /** Linked to this school rather than a new one (verified students only). */
  schoolId?: number;
  /** StudentSchoolStatus; active with a school by default. */
  schoolStatus?: number;
}

/** A saved student with a section row, signed in over REST and connected to /student. */
export async function buildLearner(server: ServerAccess, o: LearnerOptions = {}): Promise<Learner> {
  const db = server.ctx.db;
  const verified = o.verified ?? true;
  const schoolId = verified ? (o.schoolId ?? (await buildSchool(db)).schoolId) : null;
  const user = await buildStudent(db, {
    schoolId: schoolId ?? undefined,
    verified,
    schoolStatus: o.schoolStatus,
  });
  const at = Date.now();
  const status = o.status ?? (verified ? SectionStatus.activated : SectionStatus.requested);
  await db
    .insertInto('student_sections')
    .values({
      student_id: user.id,
      section_code: o.section ?? 'car',
      status,
      school_id: schoolId,
      requested_at: at,
      activated_at: status === SectionStatus.activated ? at : null,
      updated_at: at,
    })
    .execute();
  const token = await signInToken(server, user);
  const socket = await server.connect('/student', { token, lang: o.lang ?? 'en' });
  return { ...user, token, socket, schoolId };
}

/** A session token for the user; `rememberMe`: the 30-day session instead of the day's. */
export async function signInToken(
  server: ServerAccess,
  user: BuiltUser,
  options: { rememberMe?: boolean } = {},
): Promise<string> {
  const remember = options.rememberMe ? '&rememberMe=true' : '';
  const r = await server.api(
    `/user/signin?username=${user.username}&password=${encodeURIComponent(user.password)}${remember}`,
  );
  if (!r.body.isPositive) throw new Error(`sign-in failed: ${r.body.message}`);
  return String(r.body.data.token);
}

export interface AnswerView {
  id: number;
  isCorrect?: boolean;
}
export interface QuestionView {
  id: number;
  categoryId: number;
  answers: AnswerView[];
  reply: number | null;
}
export type Test = TestView<QuestionView>;

/** The right and one wrong answer of each question, read from the bank. */
export async function answerKey(
  server: ServerAccess,
  questionIds: readonly number[],
): Promise<Map<number, { right: number; wrong: number }>> {
  const rows = await server.ctx.db
    .selectFrom('answers')
    .select(['id', 'question_id', 'is_correct'])
    .where('question_id', 'in', [...questionIds])
    .orderBy('id')
    .execute();
  const key = new Map<number, { right: number; wrong: number }>();
  for (const r of rows) {
    const k = key.get(r.question_id) ?? { right: 0, wrong: 0 };
    if (r.is_correct === 1) k.right = r.id;
    else if (k.wrong === 0) k.wrong = r.id;
    key.set(r.question_id, k);
  }
  return key;
}

let replySequence = 0;
/** A fresh client reply id, as the web client makes them. */
export const replyId = () => `r-${Date.now().toString(36)}-${(replySequence++).toString(36)}`;

export async function startTest(
  socket: Socket,
  payload: Record<string, unknown>,
): Promise<Envelope<Test>> {
  return emitAck<Test>(socket, 'test-start', payload);
}

/** Answers the test's questions in order: right unless the question id is in `wrong`. */
export async function answerAll(
  server: ServerAccess,
  socket: Socket,
  test: Test,
  wrong: ReadonlySet<number> = new Set(),
): Promise<Envelope<Record<string, unknown>>[]> {
  const key = await answerKey(
    server,
    test.questions.map((q) => q.id),
  );
  const replies = [];
  for (const q of test.questions) {
    const k = key.get(q.id)!;
    const answerId = wrong.has(q.id) ? k.wrong : k.right;
    replies.push(
      await emitAck(socket, 'test-record', {
        testId: test.id,
        reply: { id: replyId(), questionId: q.id, answerId },
      }),
    );
  }
  return replies;
}

/** A new learner (verified unless told) with a running progress test and its answer key. */
export async function startPractice(
  server: ServerAccess,
  count = 5,
  options: LearnerOptions = {},
): Promise<{ learner: Learner; test: Test; key: Map<number, { right: number; wrong: number }> }> {
  const learner = await buildLearner(server, options);
  const started = await startTest(learner.socket, {
    section: 'car',
    type: 'progress',
    options: { count },
  });
  const test = started.data;
  const key = await answerKey(
    server,
    test.questions.map((q) => q.id),
  );
  return { learner, test, key };
}
