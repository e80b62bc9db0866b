import { TEST_TYPES, type TestType, type TestTypeStats } from '@kokpit/shared';

/** section_stats.test_stats: completed tests per type, with their answers (and passes). */
export type TestStatsByType = Record<TestType, TestTypeStats>;

const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;

/** Reads the stored JSON; anything missing or damaged counts as zero, never an error. */
export function parseTestStats(json: string | null | undefined): TestStatsByType {
  let stored: Record<string, Record<string, unknown> | undefined> = {};
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    if (typeof parsed === 'object' && parsed !== null) stored = parsed as typeof stored;
  } catch {
    stored = {};
  }
  const entries = TEST_TYPES.map((type) => {
    const s = stored[type] ?? {};
    const stats: TestTypeStats = {
      count: count(s.count),
      answers: count(s.answers),
      right: count(s.right),
    };
    if (type === 'simulation') stats.passed = count(s.passed);
    return [type, stats] as const;
  });
  return Object.fromEntries(entries) as TestStatsByType;
}

/** The stats after one more completed test of `type`. */
export function addCompletedTest(
  stats: TestStatsByType,
  test: { type: TestType; answers: number; right: number; passed: boolean | null },
): TestStatsByType {
  const before = stats[test.type];
  const after: TestTypeStats = {
    count: before.count + 1,
    answers: before.answers + test.answers,
    right: before.right + test.right,
  };
  if (test.type === 'simulation') after.passed = (before.passed ?? 0) + (test.passed ? 1 : 0);
  return { ...stats, [test.type]: after };
}
