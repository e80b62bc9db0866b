import type { PushName, PushPayloads } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { schoolMoneyRoom, schoolRoom, userRoom } from '../../realtime/socket-state.js';

/*
 * Pushes of the student's own data and of a school's student lists, their payloads typed by
 * the contract (shared/src/realtime/pushes.ts). Callers emit them only after their transaction
 * has committed, so a client that refetches sees the new state.
 */

/** A user's tabs and devices listen on /app (shell, profile) and /student (dashboard). */
const USER_NAMESPACES = ['/app', '/student'] as const;

export function pushToUser<E extends PushName>(
  ctx: AppContext,
  userId: number,
  event: E,
  data: PushPayloads[E],
): void {
  for (const ns of USER_NAMESPACES) ctx.io?.of(ns).to(userRoom(userId)).emit(event, data);
}

/**
 * A student's own: every tab and device of theirs once, on /student (each tab has that socket
 * beside its /app one, so pushToUser would reach a tab twice).
 */
export function pushToStudent<E extends PushName>(
  ctx: AppContext,
  studentId: number,
  event: E,
  data: PushPayloads[E],
): void {
  ctx.io?.of('/student').to(userRoom(studentId)).emit(event, data);
}

/** Every socket of the school's accounts on /school (they join `school:{id}` on connect). */
export function pushToSchool<E extends PushName>(
  ctx: AppContext,
  schoolId: number,
  event: E,
  data: PushPayloads[E],
): void {
  ctx.io?.of('/school').to(schoolRoom(schoolId)).emit(event, data);
}

/** The school's managers' /school sockets: the account's money, which teachers do not see. */
export function pushToSchoolManagers<E extends PushName>(
  ctx: AppContext,
  schoolId: number,
  event: E,
  data: PushPayloads[E],
): void {
  ctx.io?.of('/school').to(schoolMoneyRoom(schoolId)).emit(event, data);
}
