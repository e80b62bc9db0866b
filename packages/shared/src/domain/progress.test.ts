import { describe, expect, it } from 'vitest';
import {
  applyReply,
  countsAsKnown,
  EMPTY_PROGRESS,
  isLearned,
  overallProgress,
  progressCap,
  type QuestionProgress,
} from './progress.js';

const answer = (sequence: string, cap = 100): QuestionProgress =>
  [...sequence].reduce((p, c) => applyReply(p, c === '✓', cap), EMPTY_PROGRESS);

describe('question progress (docs/SCORING.md, "Progress")', () => {
  it('three right answers in a row make a question learned: 40, 70, 95', () => {
    expect(answer('✓').progress).toBe(40);
    expect(answer('✓✓').progress).toBe(70);
    const three = answer('✓✓✓');
    expect(three.progress).toBe(95);
    expect(isLearned(three.progress)).toBe(true);
    expect(three).toMatchObject({ replies: 3, correct: 3, correctInRow: 3, wrong: 0, level: 3 });
  });

  it('a fourth right answer caps progress at 100', () => {
    expect(answer('✓✓✓✓').progress).toBe(100);
    expect(answer('✓✓✓✓✓✓').progress).toBe(100);
  });

  it('a wrong answer halves progress and restarts the run: ✓✓✗ → 35, then ✓ → 75', () => {
    const afterError = answer('✓✓✗');
    expect(afterError).toMatchObject({ progress: 35, correctInRow: 0, wrong: 1, level: 1 });
    expect(applyReply(afterError, true).progress).toBe(75);
  });

  it('90 is not learned, 91 is', () => {
    expect(isLearned(90)).toBe(false);
    expect(isLearned(91)).toBe(true);
  });

  it('a student without a verified school is held at 30%', () => {
    expect(progressCap(false)).toBe(30);
    expect(progressCap(true)).toBe(100);
    expect(answer('✓✓✓✓', 30).progress).toBe(30);
    expect(answer('✓✓✗', 30).progress).toBe(15);
  });

  it('overall progress is the rounded mean over the whole section', () => {
    // 845 car questions; 10 learned at 100 and 5 at 40: (1000 + 200) / 845 = 1.42 → 1
    expect(overallProgress(1200, 845)).toBe(1);
    expect(overallProgress(95 * 3 + 40, 4)).toBe(81);
    expect(overallProgress(0, 0)).toBe(0);
  });
});

describe('honest scoring (docs/SCORING.md, "Progress")', () => {
  it('a revealed answer counts as not known, like a wrong one', () => {
    expect(countsAsKnown(true)).toBe(true);
    expect(countsAsKnown(true, true)).toBe(false);
    expect(countsAsKnown(false, true)).toBe(false);
    const revealed = applyReply(answer('✓✓'), countsAsKnown(true, true));
    expect(revealed).toEqual(applyReply(answer('✓✓'), false));
    expect(revealed).toMatchObject({ progress: 35, correctInRow: 0, wrong: 1 });
  });
});
