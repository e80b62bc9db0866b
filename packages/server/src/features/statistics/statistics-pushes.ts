import { ServerPushes } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';

/**
 * At most one `statistics-changed` per student and section in this window. A learner answers
 * every few seconds (in a burst, several a second): each push makes every open tab refetch its
 * statistics, so pushes are coalesced: the first goes at once, later ones in the window become
 * one push at its end, so the last change is always announced.
 */
export const STATISTICS_PUSH_WINDOW_MS = 1000;

const windows = new WeakMap<AppContext, Map<string, { again: boolean }>>();

/**
 * Tells every /student socket of the student (each tab and device, on any node) that a
 * section's statistics changed. Call only after the transaction has committed.
 */
export function pushStatisticsChanged(ctx: AppContext, studentId: number, section: string): void {
  let open = windows.get(ctx);
  if (!open) windows.set(ctx, (open = new Map()));
  const key = `${studentId}:${section}`;
  const window = open.get(key);
  if (window) {
    window.again = true;
    return;
  }
  ctx.io?.of('/student').to(userRoom(studentId)).emit(ServerPushes.statisticsChanged, { section });
  const opened = { again: false };
  open.set(key, opened);
  setTimeout(() => {
    open.delete(key);
    if (opened.again) pushStatisticsChanged(ctx, studentId, section);
  }, STATISTICS_PUSH_WINDOW_MS).unref();
}
