import {
  canActAsSchool,
  schoolReachesStudent,
  type Envelope,
  type EventInput,
  type EventName,
  type EventReply,
  type SchoolPermission,
  type StudentScope,
} from '@kokpit/shared';
import { AppError } from '../core/app-error.js';
import {
  findSchoolStudent,
  type SchoolStudentRecord,
} from '../features/school-students/school-students.repository.js';
import {
  admitToArea,
  findActingSchool,
  type SchoolCaller,
} from '../features/schools/school-access.js';
import {
  eventDefinition,
  type AuthedEventContext,
  type EventContext,
  type EventDefinition,
} from './events.js';

/*
 * The school step of the pipeline (docs/ARCHITECTURE.md, "How a request flows"): every /school
 * event is declared with defineSchoolEvent, naming the school's area it acts in and, when its
 * payload names a student, the scope that student must be in. Once the policy has let a school
 * account in, the step reads the caller's membership and school (fresh on every call), admits
 * it to the area, loads the student within that school and scope, and hands them all to the
 * handler. A student out of scope is answered word for word as one that does not exist.
 */

/** What a /school event declares; the authorization matrix reads it from the definition. */
export interface SchoolScope {
  /** The school's area (shared school-roles.ts); null: any member, even before approval. */
  area: SchoolPermission | null;
  /** The student the payload names: under which field, and in which scope (shared policies). */
  student?: { key: string; scope: StudentScope };
}

/** The step as the pipeline runs it: the declaration and what enters it. */
export interface SchoolStep extends SchoolScope {
  enter: (input: unknown, ec: AuthedEventContext) => Promise<SchoolEventContext>;
}

/** A /school handler's context: the event's, with the acting school the step found. */
export interface SchoolEventContext extends AuthedEventContext, SchoolCaller {}

/** …and, when the payload names a student, that student, in the scope the event declared. */
export interface StudentEventContext extends SchoolEventContext {
  student: SchoolStudentRecord;
}

type Input<E extends EventName<'/school'>> = EventInput<'/school', E>;

/** The payload's fields that hold a number: where a student id can be. */
type NumberKey<I> = { [K in keyof I]-?: I[K] extends number ? K : never }[keyof I] & string;

/** A payload's student: the field naming it and the scope the student must be in. */
export interface StudentRef<E extends EventName<'/school'>> {
  key: NumberKey<NonNullable<Input<E>>>;
  scope: StudentScope;
}

export interface SchoolEventSpec<
  E extends EventName<'/school'>,
  S extends StudentRef<E> | undefined,
> {
  area: SchoolPermission | null;
  student?: S;
  /** Hits per window per address; on top of the socket's flood limit. */
  rateLimit?: { limit: number; windowMs: number };
  handle: (
    input: Input<E>,
    ec: S extends StudentRef<E> ? StudentEventContext : SchoolEventContext,
  ) => Promise<Envelope<EventReply<'/school', E>>>;
}

/** Word for word what a student that does not exist gets. */
const studentNotFound = () => AppError.notFound('school.students.notFound');

/** Membership, approval and area; then the student the payload names, within the school. */
async function enterSchool(
  scope: SchoolScope,
  input: unknown,
  ec: AuthedEventContext,
): Promise<SchoolEventContext | StudentEventContext> {
  const userId = ec.session.userId;
  const found = await findActingSchool(ec.ctx.db, userId);
  if (!found) throw AppError.forbidden();
  admitToArea(found.member, scope.area);
  const actor = { ...ec.actor, schoolId: found.school.id };
  const caller: SchoolEventContext = { ...ec, ...found, actor, userId };
  if (!scope.student) return caller;
  const id = (input as Record<string, unknown>)[scope.student.key];
  const student = typeof id === 'number' ? await findSchoolStudent(ec.ctx.db, id) : undefined;
  if (!student) throw studentNotFound();
  const { schoolId, schoolStatus } = student;
  const subject = { userId: student.id, schoolId, schoolStatus };
  if (!schoolReachesStudent(actor, subject, scope.student.scope)) throw studentNotFound();
  return { ...caller, student };
}

/**
 * Declares one /school event of the contract. Its policy is `canActAsSchool`; the school step
 * then admits the member to `area` and, with `student`, loads the student the payload names
 * in that scope, so the handler acts on the acting school's own rows only.
 */
export function defineSchoolEvent<
  E extends EventName<'/school'>,
  const S extends StudentRef<E> | undefined = undefined,
>(name: E, spec: SchoolEventSpec<E, S>): EventDefinition<'/school'> {
  const scope: SchoolScope = { area: spec.area, student: spec.student };
  return eventDefinition('/school', name, {
    policy: canActAsSchool,
    rateLimit: spec.rateLimit,
    school: { ...scope, enter: (input, ec) => enterSchool(scope, input, ec) },
    handle: spec.handle as (input: unknown, ec: EventContext) => Promise<Envelope>,
  });
}
