import { ServerPushes } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';

/**
 * Tells every /student socket of the student (each tab and device, on any node) that a
 * section's statistics changed. Call only after the transaction has committed.
 */
export function pushStatisticsChanged(ctx: AppContext, studentId: number, section: string): void {
  ctx.io?.of('/student').to(userRoom(studentId)).emit(ServerPushes.statisticsChanged, { section });
}
