import {
  canSwitchTo,
  DEFAULT_TEST_QUESTIONS,
  helpSchoolOf,
  isPresentationOpenTo,
  progressCap,
  Limits,
  ResultCode,
  selectCategoryQuestions,
  selectErrorQuestions,
  selectProgressQuestions,
  selectSimulationQuestions,
  testMinutes,
  type Language,
  type MessageKey,
  type TestOptions,
  type TestStartPayload,
} from '@kokpit/shared';
import { AppError, type AppErrorFields } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import type { ThreadDatabase } from '../../db/sqlite-thread-protocol.js';
import {
  findSectionSettings,
  sectionReadiness,
  type SectionSettingsRow,
} from '../statistics/section-readiness.js';
import { schoolHelpFor } from '../question-help/index.js';
import { listCandidates } from './candidate-pool.js';
import { createTestsSqlite } from './practice-sqlite.repository.js';
import {
  findPresentation,
  findStudentInSection,
  type NewTest,
  type StudentInSection,
} from './practice.repository.js';

/*
 * What a test start decides before its test is created (SPEC §4): the section must be open to
 * the student, and the questions are chosen by the test's type (docs/SCORING.md). Refusals are
 * AppErrors. On SQLite a batch of starts is decided and created on the database's thread
 * (`startTestsSqlite`, wiring/sqlite-procedures.ts).
 */

const refuse = (key: MessageKey, data: Record<string, unknown> = {}) =>
  new AppError(ResultCode.general, key, {}, {}, data);

interface Choice {
  studentId: number;
  student: StudentInSection;
  section: SectionSettingsRow;
  type: TestStartPayload['type'];
  options: TestOptions;
  at: number;
}

async function chooseSimulation(db: Db, c: Choice): Promise<number[]> {
  const { blocked } = await sectionReadiness(db, c.studentId, c.section);
  if (blocked === 'unanswered') throw refuse('test.simulationBlockedUnanswered', { blocked });
  if (blocked === 'lowSuccess') throw refuse('test.simulationBlockedSuccess', { blocked });
  const pool = await listCandidates(db, c.studentId, c.section.code, c.at);
  return selectSimulationQuestions(pool, c.section.questionsPerTest);
}

async function chooseTheory(db: Db, c: Choice): Promise<number[]> {
  const presentation = await findPresentation(db, c.options.presentationId ?? -1);
  // A school's lessons are for the students it accepted, not those still asking to join.
  const ours =
    presentation &&
    isPresentationOpenTo(c.student, presentation) &&
    presentation.section === c.section.code;
  if (!ours) throw AppError.notFound('test.presentationNotFound');
  return presentation.questionIds;
}

/** The questions of a new test, in the order they are asked (docs/SCORING.md). */
async function chooseQuestions(db: Db, c: Choice): Promise<number[]> {
  if (c.type === 'simulation') return chooseSimulation(db, c);
  if (c.type === 'theory') return chooseTheory(db, c);
  if (c.type === 'category' && !c.student.schoolVerified) throw refuse('general.demoBlocked');
  const count = c.options.count ?? DEFAULT_TEST_QUESTIONS;
  const pool = await listCandidates(db, c.studentId, c.section.code, c.at);
  if (c.type === 'errors') return selectErrorQuestions(pool, count);
  // A demo student's questions stop at its cap: selection rotates them out like learned ones.
  const student = { cap: progressCap(c.student.schoolVerified) };
  if (c.type === 'progress') return selectProgressQuestions(pool, c.at, count, undefined, student);
  const categoryId = c.options.categoryId ?? -1;
  if (!pool.some((q) => q.categoryId === categoryId))
    throw AppError.notFound('test.categoryNotFound');
  return selectCategoryQuestions(pool, categoryId, c.at, count, undefined, student);
}

/** Only the options that shape this type of test are kept with it. */
function keptOptions(type: TestStartPayload['type'], options: TestOptions = {}): TestOptions {
  if (type === 'simulation') return {};
  if (type === 'theory') return { presentationId: options.presentationId };
  const count = options.count ?? DEFAULT_TEST_QUESTIONS;
  return type === 'category' ? { count, categoryId: options.categoryId } : { count };
}

/** The section must exist and be requested or activated for the student (SPEC §4). */
export async function openSection(db: Db, studentId: number, code: string) {
  const section = await findSectionSettings(db, code);
  if (!section) throw AppError.notFound('section.notFound');
  const student = await findStudentInSection(db, studentId, section.code);
  if (!student || !canSwitchTo(student.sectionStatus)) throw refuse('section.cannotSwitch');
  return { section, student };
}

/**
 * Nothing left to ask. A demo student's progress test runs dry because every question it may
 * ask is at the demo's cap (SPEC §6): that is said, with `demoCap` so the page leads them to
 * choose a school, instead of a bare "no more questions" (issue 32).
 */
function noQuestionsLeft(student: { schoolVerified: boolean }, type: string): AppError {
  if (student.schoolVerified || type !== 'progress')
    return AppError.notFound('test.noMoreQuestions');
  const cap = Limits.noSchoolProgressCap;
  return new AppError(ResultCode.notFound, 'test.demoCapReached', { cap }, {}, { demoCap: cap });
}

/** A start's test, chosen and ready to create, and the student's school (for its help). */
export interface PlannedStart {
  creation: NewTest;
  schoolId: number | null;
}

/** Decides a start: its section and questions, or its refusal. */
export async function planStart(
  db: Db,
  studentId: number,
  input: TestStartPayload,
  at: number,
): Promise<PlannedStart> {
  const { section, student } = await openSection(db, studentId, input.section);
  const options = keptOptions(input.type, input.options);
  const choice = { studentId, student, section, type: input.type, options, at };
  const questionIds = await chooseQuestions(db, choice);
  if (questionIds.length === 0) throw noQuestionsLeft(student, input.type);
  const creation: NewTest = {
    studentId,
    section: section.code,
    type: input.type,
    options: JSON.stringify(options),
    minutes: testMinutes(input.type, questionIds.length, section),
    errorsAllowed: input.type === 'simulation' ? section.errorsAllowed : null,
    questionIds,
    at,
  };
  return { creation, schoolId: helpSchoolOf(student) };
}

export interface StartRequest {
  studentId: number;
  input: TestStartPayload;
  at: number;
  lang: Language;
}

/** A started test: its id, and its school's help when read with it. */
export type Started = PlannedStart & { id: number; help?: Map<number, string> };

/** A start as it comes back from the SQLite thread: its new test, or its refusal. */
export type StartOnThread = { ok: true; value: Started } | { ok: false; error: AppErrorFields };

/**
 * A batch of starts on the SQLite thread, one message from the event loop: each is decided, then
 * the tests are created in turn in one transaction (each cancelling its section's running one).
 */
export async function startTestsSqlite(
  { db, sqlite }: ThreadDatabase,
  requests: readonly StartRequest[],
): Promise<StartOnThread[]> {
  const settled: StartOnThread[] = [];
  const planned: { index: number; plan: PlannedStart }[] = [];
  for (const [index, r] of requests.entries()) {
    try {
      planned.push({ index, plan: await planStart(db, r.studentId, r.input, r.at) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      settled[index] = { ok: false, error: error.fields() };
    }
  }
  const ids = await createTestsSqlite(
    db,
    sqlite,
    planned.map((p) => p.plan.creation),
  );
  for (const [i, { index, plan }] of planned.entries()) {
    const { schoolId, creation } = plan;
    const { lang } = requests[index]!;
    // Read here, the test's view needs no round trip of its own.
    const help = await schoolHelpFor(db, schoolId, creation.questionIds, lang);
    settled[index] = { ok: true, value: { ...plan, id: ids[i]!, help } };
  }
  return settled;
}
