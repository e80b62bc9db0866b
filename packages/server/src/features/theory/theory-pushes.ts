import { ServerPushes } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { pushToSchool, pushToUser } from '../students/student-pushes.js';
import { activeStudentIds } from './theory.repository.js';

/**
 * `theory-changed` after a presentation was saved, reordered or deleted (and committed): to
 * every /school tab of the school, and to every device of its accepted students, whose
 * dashboards list the presentations.
 */
export async function pushTheoryChanged(
  ctx: AppContext,
  schoolId: number,
  section: string,
): Promise<void> {
  pushToSchool(ctx, schoolId, ServerPushes.theoryChanged, { section });
  for (const studentId of await activeStudentIds(ctx.db, schoolId)) {
    pushToUser(ctx, studentId, ServerPushes.theoryChanged, { section });
  }
}
