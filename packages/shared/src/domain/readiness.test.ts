import { describe, expect, it } from 'vitest';
import { examReadiness, type ReadinessInput } from './readiness.js';

/** The car bank of 845 questions: 90% is 761 answered, 60% is 507. */
const car = (over: Partial<ReadinessInput>): ReadinessInput => ({
  total: 845,
  answered: 0,
  recentReplies: 0,
  recentCorrect: 0,
  recentSimulations: [],
  ...over,
});

describe('exam readiness (docs/SCORING.md "Exam readiness")', () => {
  it('a new student is not ready and is first told to meet the bank', () => {
    expect(examReadiness(car({}))).toEqual({
      level: 'notReady',
      coverage: 0,
      recentSuccess: null,
      passedInRow: 0,
      gaps: [
        { kind: 'coverage', questions: 761 },
        { kind: 'practice', answers: 50 },
        { kind: 'simulations', simulations: 3 },
      ],
    });
  });

  it('641 answered, 85% lately, no simulation: nearly, first 120 more questions to answer', () => {
    const r = examReadiness(car({ answered: 641, recentReplies: 200, recentCorrect: 170 }));
    expect(r.level).toBe('nearly');
    expect(r.coverage).toBe(75);
    expect(r.gaps[0]).toEqual({ kind: 'coverage', questions: 120 });
    expect(r.gaps.slice(1)).toEqual([
      { kind: 'success', target: 90, now: 85 },
      { kind: 'simulations', simulations: 3 },
    ]);
  });

  it('a demo student (cap 30) is never nearly or ready, and is told a school is what is missing', () => {
    const all = { answered: 845, recentReplies: 200, recentCorrect: 190 };
    const r = examReadiness(
      car({ ...all, recentSimulations: [true, true, true], progressCap: 30 }),
    );
    expect(r.level).toBe('notReady');
    expect(r.gaps).toEqual([{ kind: 'school', cap: 30 }]);
    const nearly = examReadiness(car({ answered: 641, recentReplies: 200, recentCorrect: 170, progressCap: 30 })); // prettier-ignore
    expect(nearly.level).toBe('notReady');
    expect(nearly.gaps.at(-1)).toEqual({ kind: 'school', cap: 30 });
    expect(examReadiness(car({ ...all, recentSimulations: [true, true, true], progressCap: 100 })).level).toBe('ready'); // prettier-ignore
  });

  it('below 60% of the bank or 80% success lately it is not ready, whatever the simulations', () => {
    const passed = [true, true, true];
    expect(
      examReadiness(
        car({ answered: 506, recentReplies: 100, recentCorrect: 95, recentSimulations: passed }),
      ).level,
    ).toBe('notReady');
    expect(
      examReadiness(
        car({ answered: 845, recentReplies: 100, recentCorrect: 79, recentSimulations: passed }),
      ).level,
    ).toBe('notReady');
  });

  it('recent success is not judged on fewer than 50 answers in the window', () => {
    const r = examReadiness(car({ answered: 845, recentReplies: 49, recentCorrect: 49 }));
    expect(r.recentSuccess).toBeNull();
    expect(r.level).toBe('notReady');
    expect(r.gaps[0]).toEqual({ kind: 'practice', answers: 1 });
  });

  it('the whole bank, 92% lately, the latest simulation passed after a failed one: pass 2 more', () => {
    const r = examReadiness(
      car({
        answered: 845,
        recentReplies: 250,
        recentCorrect: 230,
        recentSimulations: [true, false, true],
      }),
    );
    expect(r).toEqual({
      level: 'nearly',
      coverage: 100,
      recentSuccess: 92,
      passedInRow: 1,
      gaps: [{ kind: 'simulations', simulations: 2 }],
    });
  });

  it('761 answered, 90% lately and three passes in a row: ready, nothing missing', () => {
    const r = examReadiness(
      car({
        answered: 761,
        recentReplies: 300,
        recentCorrect: 270,
        recentSimulations: [true, true, true, false],
      }),
    );
    expect(r).toEqual({
      level: 'ready',
      coverage: 90,
      recentSuccess: 90,
      passedInRow: 3,
      gaps: [],
    });
  });

  it('a failed latest simulation takes readiness back to nearly', () => {
    const r = examReadiness(
      car({
        answered: 845,
        recentReplies: 300,
        recentCorrect: 290,
        recentSimulations: [false, true, true, true],
      }),
    );
    expect(r.level).toBe('nearly');
    expect(r.gaps).toEqual([{ kind: 'simulations', simulations: 3 }]);
  });

  it('an empty section is never ready; answered beyond the bank is clamped', () => {
    expect(examReadiness(car({ total: 0, recentSimulations: [true, true, true] })).level).toBe(
      'notReady',
    );
    expect(examReadiness(car({ total: 10, answered: 12 })).coverage).toBe(100);
  });
});
