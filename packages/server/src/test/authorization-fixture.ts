import {
  SectionStatus,
  StudentSchoolStatus,
  type Envelope,
  type StudentListState,
} from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { buildStudent } from './factories.js';
import { emitAck, type TestServer } from './test-server.js';

/*
 * Who calls in the authorization matrix (realtime/authorization.test.ts), the rows their
 * payloads name, and the texts only some of them may receive. School S has a manager, a
 * teacher and students; V is S's student with a running test; the demo student has asked S to
 * take them; S2 is another school with its student; one school awaits the operators' approval;
 * a teacher S removed keeps their account. Two more of S's students are only sent about: R,
 * whose request to join still waits, and X, whom S turned down.
 */

export const ACTORS = [
  'anonymous',
  'demoStudent',
  'student',
  'otherStudent',
  'school',
  'teacher',
  'otherSchool',
  'pendingSchool',
  'operator',
  'formerTeacher',
] as const;
export type ActorName = (typeof ACTORS)[number];

/** The facts payloads name; its `missing` twin has every row id one that does not exist. */
export interface Fixture {
  schoolId: number;
  /** Each school account's school name, kept when the account is saved. */
  schoolNames: Partial<Record<ActorName, string>>;
  pendingSchoolId: number;
  pendingSchoolName: string;
  pendingSchoolSlug: string;
  /** A category of the bank (public). */
  categoryId: number;
  /** Student V's running test. */
  testId: number;
  /** S's presentations: one to read and change, one to delete; their questions. */
  presentationId: number;
  presentationTitle: string;
  doomedPresentationId: number;
  questionIds: number[];
  /** A question S wrote its own help for. */
  helpQuestionId: number;
  couponId: number;
  /** A purchase of credits S has not paid (cancelled by S's manager's cell). */
  purchaseId: number;
  /** Student V, and S's other students, each for one change. */
  studentId: number;
  pendingStudentId: number;
  passwordStudentId: number;
  archivableStudentId: number;
  archivedStudentId: number;
  doomedStudentId: number;
  sectionStudentId: number;
  /** R, asking S to take them, and X, turned down by S: sent about, never callers. */
  requestStudentId: number;
  requestStudentUsername: string;
  rejectedStudentId: number;
  rejectedStudentUsername: string;
  /** The list `students/list` shows (the subject rows look in the pending one). */
  listStatus: StudentListState;
  /** A teacher of S for `team/remove`. */
  spareTeacherId: number;
  /** Finds student V in a school's search. */
  searchText: string;
  /** V's user name, for sign-in attempts. */
  studentUsername: string;
  /** Each caller's own e-mail and name (saving one's own account keeps them). */
  emails: Record<ActorName, string>;
  names: Record<ActorName, { firstName: string; lastName: string }>;
  pictureName: string;
}

/** No row has this id. */
export const MISSING_ID = 987_654;

/** A text only these callers (and the operators' back office) may ever receive. */
export interface Marker {
  text: string;
  seenBy: readonly ActorName[];
}

const OF_V: readonly ActorName[] = ['student', 'school', 'teacher'];

/** The private texts of the world, unique to this run (`mark`); the coupon's comes later. */
export function markersFor(mark: string) {
  return {
    "V's name": { text: `Vmark${mark}`, seenBy: OF_V },
    "the demo student's name": { text: `Dmark${mark}`, seenBy: ['demoStudent', 'school', 'teacher'] }, // prettier-ignore
    "S2's student's name": { text: `Omark${mark}`, seenBy: ['otherStudent', 'otherSchool'] },
    "S's other teacher's name": { text: `Tmark${mark}`, seenBy: ['school'] },
    "the pending school's name": { text: `Pmark${mark}`, seenBy: ['pendingSchool'] },
    "S's message to V": { text: `Message ${mark} between S and V`, seenBy: OF_V },
    "S's help text": { text: `Help ${mark} of S`, seenBy: OF_V },
    "S's presentation": { text: `Presentation ${mark} of S`, seenBy: OF_V },
    // A request, waiting or turned down, shows S its name (and the section asked for).
    "R's name": { text: `Rmark${mark}`, seenBy: ['school', 'teacher'] },
    "X's name": { text: `Xmark${mark}`, seenBy: ['school', 'teacher'] },
  } satisfies Record<string, Marker>;
}
export type MarkerName = keyof ReturnType<typeof markersFor>;
/** The markers, and those added once their rows exist (the coupon's code). */
export type Markers = ReturnType<typeof markersFor> & Record<string, Marker>;

/** A section row for a student (no event makes one without a school's or a coupon's say). */
export async function openSection(
  server: TestServer,
  studentId: number,
  schoolId: number,
  status: number,
): Promise<void> {
  const at = Date.now();
  await server.ctx.db
    .insertInto('student_sections')
    .values({
      student_id: studentId,
      section_code: 'car',
      status,
      school_id: schoolId,
      requested_at: at,
      activated_at: status === SectionStatus.activated ? at : null,
      updated_at: at,
    })
    .execute();
}

/** Student rows of S, each in the standing its event needs; R and X named by their markers. */
export async function buildSchoolStudents(server: TestServer, schoolId: number, markers: Markers) {
  const db = server.ctx.db;
  const of = async (schoolStatus: number) =>
    (await buildStudent(db, { schoolId, schoolStatus, verified: true })).id;
  const sectionStudentId = await of(StudentSchoolStatus.active);
  await openSection(server, sectionStudentId, schoolId, SectionStatus.requested);
  const request = await buildStudent(db, { schoolId, schoolStatus: StudentSchoolStatus.pending, lastName: markers["R's name"].text }); // prettier-ignore
  await openSection(server, request.id, schoolId, SectionStatus.requested);
  // As `students/reject` leaves them: still naming S, turned down, unverified.
  const rejected = await buildStudent(db, { schoolId, schoolStatus: StudentSchoolStatus.rejected, lastName: markers["X's name"].text }); // prettier-ignore
  return {
    pendingStudentId: await of(StudentSchoolStatus.pending),
    passwordStudentId: await of(StudentSchoolStatus.active),
    archivableStudentId: await of(StudentSchoolStatus.active),
    archivedStudentId: await of(StudentSchoolStatus.archived),
    doomedStudentId: await of(StudentSchoolStatus.active),
    sectionStudentId,
    requestStudentId: request.id,
    requestStudentUsername: request.username,
    rejectedStudentId: rejected.id,
    rejectedStudentUsername: rejected.username,
  };
}

/** The student-naming fields of the fixture: each event's student, and a search for them. */
const STUDENT_IDS = [
  'studentId',
  'pendingStudentId',
  'passwordStudentId',
  'archivableStudentId',
  'archivedStudentId',
  'doomedStudentId',
  'sectionStudentId',
] as const;

/**
 * The same facts with every student a payload names being this one (R or X), and the lists
 * searched for them in the pending list: what a school's event on that student is sent.
 */
export function aboutStudent(fx: Fixture, student: { id: number; username: string }): Fixture {
  return {
    ...fx,
    ...Object.fromEntries(STUDENT_IDS.map((key) => [key, student.id])),
    searchText: student.username,
    listStatus: 'pending',
  };
}

/** Asks on a socket, as the setup does: through the real events. */
export async function ask<T>(socket: Socket, event: string, payload?: unknown): Promise<T> {
  const r: Envelope<T> = await emitAck<T>(socket, event, payload);
  if (!r.isPositive) throw new Error(`${event} in the setup: ${r.code} ${r.message}`);
  return r.data;
}

/**
 * The rows S's manager makes through the portal: two presentations, a help text, a coupon
 * (its code becomes a marker) and a message to V.
 */
export async function buildSchoolContent(manager: Socket, studentId: number, markers: Markers) {
  const found = await ask<{ questions: { id: number }[] }>(manager, 'theory/questions', {
    section: 'car',
  });
  const questionIds = found.questions.slice(0, 3).map((q) => q.id);
  const helpQuestionId = questionIds[0]!;
  const presentation = (title: string) =>
    ask<{ id: number }>(manager, 'theory/save', { title, section: 'car', questionIds });
  const presentationId = (await presentation(markers["S's presentation"].text)).id;
  const doomedPresentationId = (await presentation('Authz doomed')).id;
  await ask(manager, 'question-help/save', {
    questionId: helpQuestionId,
    lang: 'en',
    text: markers["S's help text"].text,
  });
  const reserved = await ask<{ coupons: { id: number; code: string }[] }>(
    manager,
    'coupons/reserve',
    { count: 1 },
  );
  const coupon = reserved.coupons[0]!;
  const bought = await ask<{ items: { id: number }[] }>(manager, 'credits/request', { amount: 1 });
  markers["S's coupon"] = { text: coupon.code, seenBy: ['school'] };
  await ask(manager, 'messages/send', {
    studentId,
    clientId: 'authz-setup-message',
    text: markers["S's message to V"].text,
  });
  return {
    questionIds,
    helpQuestionId,
    presentationId,
    presentationTitle: markers["S's presentation"].text,
    doomedPresentationId,
    couponId: coupon.id,
    purchaseId: bought.items.at(-1)!.id,
  };
}

/** The same facts naming rows that do not exist: the answer a stranger's rows must get. */
export function missingOf(fx: Fixture, mark: string): Fixture {
  const ids = [
    'pendingSchoolId',
    'testId',
    'presentationId',
    'doomedPresentationId',
    'couponId',
    'purchaseId',
    ...STUDENT_IDS,
    'requestStudentId',
    'rejectedStudentId',
    'spareTeacherId',
  ] as const;
  return {
    ...fx,
    ...Object.fromEntries(ids.map((key) => [key, MISSING_ID])),
    pendingSchoolName: `Nobody${mark}`,
    pendingSchoolSlug: 'no-such-school-page',
    searchText: `nobody${mark}`,
    studentUsername: `nobody${mark}`,
    requestStudentUsername: `nobody${mark}`,
    rejectedStudentUsername: `nobody${mark}`,
    emails: { ...fx.emails, student: `nobody-${mark}@example.test` },
  };
}
