import type { AppContext } from '../../core/app-context.js';
import { schoolRoom, userRoom } from '../../realtime/socket-state.js';

/*
 * Pushes of the student's own data and of a school's student lists. Callers emit them only
 * after their transaction has committed, so a client that refetches sees the new state.
 */

/** A user's tabs and devices listen on /app (shell, profile) and /student (dashboard). */
const USER_NAMESPACES = ['/app', '/student'] as const;

export function pushToUser(ctx: AppContext, userId: number, event: string, data: unknown): void {
  for (const ns of USER_NAMESPACES) ctx.io?.of(ns).to(userRoom(userId)).emit(event, data);
}

/** Every socket of the school's accounts on /school (they join `school:{id}` on connect). */
export function pushToSchool(
  ctx: AppContext,
  schoolId: number,
  event: string,
  data: unknown,
): void {
  ctx.io?.of('/school').to(schoolRoom(schoolId)).emit(event, data);
}
