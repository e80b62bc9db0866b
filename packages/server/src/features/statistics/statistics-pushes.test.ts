import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../core/app-context.js';
import {
  pushStatisticsChanged,
  STATISTICS_PUSH_LONGEST_WINDOW_MS,
  STATISTICS_PUSH_WINDOW_MS,
} from './statistics-pushes.js';

/** A context whose /student namespace records what is pushed, with the time it went. */
function recordingContext() {
  const pushes: { room: string; event: string; section: string; at: number }[] = [];
  const io = {
    of: () => ({
      to: (room: string) => ({
        emit: (event: string, payload: { section: string }) =>
          pushes.push({ room, event, section: payload.section, at: Date.now() }),
      }),
    }),
  };
  return { ctx: { io } as unknown as AppContext, pushes };
}

describe('statistics-changed coalescing', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes a lone change at once, and again at once after a quiet spell', () => {
    const { ctx, pushes } = recordingContext();
    pushStatisticsChanged(ctx, 7, 'car');
    expect(pushes).toHaveLength(1);
    vi.advanceTimersByTime(STATISTICS_PUSH_LONGEST_WINDOW_MS);
    pushStatisticsChanged(ctx, 7, 'car');
    expect(pushes.map((p) => p.at)).toEqual([0, STATISTICS_PUSH_LONGEST_WINDOW_MS]);
  });

  it('announces the changes soon after a push once, a window after it', () => {
    const { ctx, pushes } = recordingContext();
    pushStatisticsChanged(ctx, 7, 'car');
    vi.advanceTimersByTime(100);
    pushStatisticsChanged(ctx, 7, 'car');
    vi.advanceTimersByTime(100);
    pushStatisticsChanged(ctx, 7, 'car');
    expect(pushes).toHaveLength(1);
    vi.advanceTimersByTime(STATISTICS_PUSH_WINDOW_MS);
    expect(pushes.map((p) => p.at)).toEqual([0, STATISTICS_PUSH_WINDOW_MS]);
    // Nothing more changed: no more pushes.
    vi.advanceTimersByTime(60_000);
    expect(pushes).toHaveLength(2);
  });

  it('a steady answerer hears at most one push per longest window, and the last change always', () => {
    const { ctx, pushes } = recordingContext();
    // An answer a second for a minute.
    for (let second = 0; second < 60; second++) {
      pushStatisticsChanged(ctx, 7, 'car');
      vi.advanceTimersByTime(1000);
    }
    vi.advanceTimersByTime(60_000);
    const times = pushes.map((p) => p.at);
    expect(times.length).toBeLessThanOrEqual(16);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.max(...gaps)).toBe(STATISTICS_PUSH_LONGEST_WINDOW_MS);
    // The last answer (at 59 s) is announced, within the longest window.
    expect(times.at(-1)).toBeGreaterThanOrEqual(59_000);
    expect(times.at(-1)).toBeLessThanOrEqual(59_000 + STATISTICS_PUSH_LONGEST_WINDOW_MS);
  });

  it('keeps students and sections apart', () => {
    const { ctx, pushes } = recordingContext();
    pushStatisticsChanged(ctx, 7, 'car');
    pushStatisticsChanged(ctx, 7, 'moto');
    pushStatisticsChanged(ctx, 8, 'car');
    expect(pushes.map((p) => `${p.room} ${p.section}`)).toHaveLength(3);
    expect(new Set(pushes.map((p) => `${p.room} ${p.section}`)).size).toBe(3);
    expect(pushes.every((p) => p.event === 'statistics-changed')).toBe(true);
  });
});
