import { describe, expect, it } from 'vitest';
import {
  errorDivisor,
  errorWeight,
  powerPercent,
  questionErrorStrength,
  successPercent,
} from './scoring.js';

describe('success and error strength (docs/SCORING.md)', () => {
  it('error weight is strong errors / 20, capped at 4', () => {
    expect(errorWeight(0)).toBe(0);
    expect(errorWeight(10)).toBe(0.5);
    expect(errorWeight(80)).toBe(4);
    expect(errorWeight(200)).toBe(4);
  });

  it('success: 180 right of 200 with 10 strong errors → 90 − 2.5 = 87.5 → 88', () => {
    expect(successPercent(180, 200, 10)).toBe(88);
  });

  it('success is 0 without answers, never below 0 nor above 100', () => {
    expect(successPercent(0, 0, 0)).toBe(0);
    expect(successPercent(1, 10, 200)).toBe(0);
    expect(successPercent(10, 10, 0)).toBe(100);
  });

  it('the error divisor starts at 3 and grows with right answers in a row up to 5', () => {
    expect(errorDivisor(0)).toBe(3);
    expect(errorDivisor(1)).toBe(4);
    expect(errorDivisor(7)).toBe(5);
  });

  it('a question wrong twice and then right once weighs 2/4 = 0.5; wrong 4 times, 1', () => {
    expect(questionErrorStrength(2, 1)).toBe(0.5);
    expect(questionErrorStrength(4, 0)).toBe(1);
    expect(questionErrorStrength(0, 0)).toBe(0);
  });

  it('power is the mean error strength of the answered questions, in %', () => {
    // 40 answered; strengths 1 + 0.5 + 0.25 (= 1.75) → 4.375% → 4
    expect(powerPercent(1.75, 40)).toBe(4);
    expect(powerPercent(0, 0)).toBe(0);
  });
});
