import {
  canManagePresentation,
  canViewPresentation,
  ResultCode,
  type Actor,
  type Language,
  type PresentationDetailView,
  type PresentationListView,
  type PresentationSavePayload,
  type PresentationView,
  type TheorySearchView,
} from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../audit/audit.repository.js';
import { loadQuestions } from '../content/content.repository.js';
import { schoolHelpFor } from '../question-help/index.js';
import type { SchoolCaller } from '../schools/school-access.js';
import { pushTheoryChanged } from './theory-pushes.js';
import { searchQuestionIds, type QuestionSearch } from './theory-search.js';
import {
  presentPresentation,
  presentPresentationList,
  presentTeachingQuestions,
} from './theory.presenter.js';
import {
  classifyQuestions,
  deletePresentation,
  findPresentationRow,
  findStudentLink,
  insertPresentation,
  listPresentations,
  updatePresentation,
  type PresentationRow,
} from './theory.repository.js';

/*
 * A school's theory presentations (SPEC §1, §5, §7): the school builds them from its section's
 * questions, shows them in class, and its students take them as `theory` tests.
 */

const presentationNotFound = () => AppError.notFound('test.presentationNotFound');

export async function fetchPresentations(
  db: Db,
  schoolId: number,
  section: string,
): Promise<PresentationListView> {
  return presentPresentationList(section, await listPresentations(db, schoolId, section));
}

/** A presentation the caller may see (its school, or a student of it) with its questions. */
export async function readPresentation(
  db: Db,
  actor: Actor,
  id: number,
  lang: Language,
): Promise<PresentationDetailView> {
  const row = await findPresentationRow(db, id);
  const student = actor ? await findStudentLink(db, actor.userId) : null;
  if (!row || !canViewPresentation(actor, row, student)) throw presentationNotFound();
  const questions = await loadQuestions(db, row.questionIds, lang);
  const help = await schoolHelpFor(db, row.schoolId, row.questionIds, lang);
  return {
    presentation: presentPresentation(row),
    questions: presentTeachingQuestions(questions, help),
  };
}

/**
 * Every question must exist ("Question was not found!") and belong to the section; a question
 * of another section is refused on the questions field.
 */
async function checkQuestions(db: Db, section: string, ids: readonly number[]): Promise<void> {
  const { active, inSection } = await classifyQuestions(db, section, ids);
  if (ids.some((id) => !active.has(id))) throw AppError.notFound('question.notFound');
  const stray = ids.find((id) => !inSection.has(id));
  if (stray !== undefined) {
    throw AppError.validation(
      { questionIds: 'theory.otherSection' },
      { questionIds: { id: stray } },
    );
  }
}

/** The school's own presentation, or "not found" for any other (never says whose it is). */
async function ownPresentation(caller: SchoolCaller, id: number): Promise<PresentationRow> {
  const row = await findPresentationRow(caller.ctx.db, id);
  if (!row || !canManagePresentation(caller.actor, row)) throw presentationNotFound();
  return row;
}

/** A write that fails for a reason the teacher cannot fix is "Error while creating…" (§8). */
async function writing<T>(caller: SchoolCaller, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    caller.ctx.logger.error({ err: error }, 'presentation write failed');
    throw new AppError(ResultCode.general, 'error.createPresentation');
  }
}

/** Creates a presentation, or replaces the title and questions of one of the school's own. */
export async function savePresentation(
  caller: SchoolCaller,
  input: PresentationSavePayload,
): Promise<PresentationView> {
  const db = caller.ctx.db;
  const existing = input.id === undefined ? null : await ownPresentation(caller, input.id);
  const section = existing?.section ?? input.section;
  await checkQuestions(db, section, input.questionIds);
  const write = { schoolId: caller.school.id, title: input.title, at: Date.now() };
  const id = await writing(caller, async () => {
    if (!existing)
      return insertPresentation(db, { ...write, section, questionIds: input.questionIds });
    const updated = await updatePresentation(db, existing.id, {
      ...write,
      questionIds: input.questionIds,
    });
    if (!updated) throw presentationNotFound();
    return existing.id;
  });
  await recordMember(caller, existing ? 'school.theory.update' : 'school.theory.create', id);
  return changed(caller, id, section);
}

/** Which member of the school changed a presentation (issue 19: every action names its member). */
async function recordMember(caller: SchoolCaller, action: string, id: number) {
  await recordAudit(caller.ctx.db, {
    actorId: caller.userId,
    action,
    entity: 'theory_presentations',
    entityId: id,
    details: { schoolId: caller.school.id },
  });
}

/** The same questions of a presentation in a new order. */
export async function reorderPresentation(
  caller: SchoolCaller,
  input: { id: number; questionIds: number[] },
): Promise<PresentationView> {
  const row = await ownPresentation(caller, input.id);
  const same =
    input.questionIds.length === row.questionIds.length &&
    [...input.questionIds].sort((a, b) => a - b).join() ===
      [...row.questionIds].sort((a, b) => a - b).join();
  if (!same) throw AppError.validation({ questionIds: 'theory.reorderMismatch' });
  await writing(caller, () =>
    updatePresentation(caller.ctx.db, row.id, {
      schoolId: caller.school.id,
      questionIds: input.questionIds,
      at: Date.now(),
    }),
  );
  await recordMember(caller, 'school.theory.reorder', row.id);
  return changed(caller, row.id, row.section);
}

export async function removePresentation(
  caller: SchoolCaller,
  id: number,
): Promise<{ id: number }> {
  const row = await ownPresentation(caller, id);
  if (!(await deletePresentation(caller.ctx.db, row.id, caller.school.id))) {
    throw presentationNotFound();
  }
  await recordMember(caller, 'school.theory.delete', row.id);
  await pushTheoryChanged(caller.ctx, caller.school.id, row.section);
  return { id: row.id };
}

/** After a committed change: the presentation as it now stands, and the push. */
async function changed(caller: SchoolCaller, id: number, section: string) {
  const row = await findPresentationRow(caller.ctx.db, id);
  if (!row) throw presentationNotFound();
  await pushTheoryChanged(caller.ctx, caller.school.id, section);
  return presentPresentation(row);
}

/** The builder's search, each match with its answers and the school's help. */
export async function searchQuestions(
  db: Db,
  schoolId: number,
  search: QuestionSearch,
): Promise<TheorySearchView> {
  const { ids, total } = await searchQuestionIds(db, search);
  const questions = await loadQuestions(db, ids, search.lang);
  const help = await schoolHelpFor(db, schoolId, ids, search.lang);
  return { questions: presentTeachingQuestions(questions, help), total };
}

/** A student's view: the presentations of the school that accepted them; none otherwise. */
export async function listStudentPresentations(
  db: Db,
  actor: Actor,
  section: string,
): Promise<PresentationListView> {
  const student = actor ? await findStudentLink(db, actor.userId) : null;
  const schoolId = student?.schoolId ?? null;
  if (schoolId === null || !canViewPresentation(actor, { schoolId }, student)) {
    return presentPresentationList(section, []);
  }
  const rows = await listPresentations(db, schoolId, section);
  return presentPresentationList(
    section,
    rows.filter((r) => r.questionIds.length > 0),
  );
}
