import { ServerPushes } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { userRoom } from '../../realtime/socket-state.js';

/*
 * `statistics-changed` makes every open tab of the student refetch its statistics, so pushes
 * are coalesced per student and section. A change after a quiet spell (no push for
 * STATISTICS_PUSH_LONGEST_WINDOW_MS) goes at once. A change soon after a push waits for one push
 * at the end of a gap that doubles while the changes keep coming (1, 2, 4, then 5 s), and every
 * change in the gap is announced by that push. A learner answering now and then hears of each
 * answer at once; one answering steadily (an answer a second in a test) hears every 5 s, a fifth
 * of the pushes, and of the refetches they cause, at 1,000 such learners.
 */
export const STATISTICS_PUSH_WINDOW_MS = 1000;
export const STATISTICS_PUSH_LONGEST_WINDOW_MS = 5000;

interface PushState {
  /** When the last push went (Date.now()). */
  last: number;
  /** How long after `last` the next push may go. */
  gap: number;
  /** A push is scheduled: later changes ride on it. */
  pending: boolean;
}

const states = new WeakMap<AppContext, Map<string, PushState>>();

function push(
  ctx: AppContext,
  known: Map<string, PushState>,
  { studentId, section, key }: { studentId: number; section: string; key: string },
  gap: number,
): void {
  ctx.io?.of('/student').to(userRoom(studentId)).emit(ServerPushes.statisticsChanged, { section });
  const state: PushState = { last: Date.now(), gap, pending: false };
  known.set(key, state);
  // Forgotten after a quiet spell, when the next change goes at once anyway.
  setTimeout(() => {
    if (known.get(key) === state && !state.pending) known.delete(key);
  }, STATISTICS_PUSH_LONGEST_WINDOW_MS).unref();
}

/**
 * Tells every /student socket of the student (each tab and device, on any node) that a
 * section's statistics changed. Call only after the transaction has committed.
 */
export function pushStatisticsChanged(ctx: AppContext, studentId: number, section: string): void {
  let known = states.get(ctx);
  if (!known) states.set(ctx, (known = new Map()));
  const target = { studentId, section, key: `${studentId}:${section}` };
  const state = known.get(target.key);
  if (state?.pending) return;
  const at = Date.now();
  if (!state || at - state.last >= STATISTICS_PUSH_LONGEST_WINDOW_MS) {
    push(ctx, known, target, STATISTICS_PUSH_WINDOW_MS);
    return;
  }
  const gap = Math.min(state.gap * 2, STATISTICS_PUSH_LONGEST_WINDOW_MS);
  state.pending = true;
  setTimeout(() => push(ctx, known, target, gap), Math.max(0, state.last + state.gap - at)).unref();
}
