import { ServerPushes, type StudentListState } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { pushToSchool } from '../students/student-pushes.js';

const LIST_PUSH = {
  pending: ServerPushes.pendingStudentsChanged,
  active: ServerPushes.activeStudentsChanged,
  archived: ServerPushes.archivedStudentsChanged,
  // The rejected list is the other side of the requests: its tab refetches with them.
  rejected: ServerPushes.pendingStudentsChanged,
} as const;

/**
 * Tells every tab and device of the school that these lists changed (the one the student left
 * and the one they entered), after the change has committed.
 */
export function pushListsChanged(
  ctx: AppContext,
  schoolId: number,
  studentId: number,
  lists: (StudentListState | null)[],
): void {
  for (const list of new Set(lists)) {
    if (list) pushToSchool(ctx, schoolId, LIST_PUSH[list], { studentId });
  }
}
