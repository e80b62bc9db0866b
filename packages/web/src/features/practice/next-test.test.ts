import { describe, expect, it } from 'vitest';
import { nextTestAfter } from './next-test';

describe("a result's main button", () => {
  it('after a category test offers another test of that same category', () => {
    expect(nextTestAfter('category', 7)).toEqual({
      type: 'category',
      options: { categoryId: 7 },
      labelKey: 'testRun.newCategory',
    });
  });

  it('after a simulation another simulation; after other practice a progress test', () => {
    expect(nextTestAfter('simulation', undefined)).toMatchObject({ type: 'simulation' });
    for (const type of ['progress', 'errors', 'theory'] as const) {
      expect(nextTestAfter(type, undefined)).toEqual({
        type: 'progress',
        labelKey: 'testRun.newProgress',
      });
    }
  });
});
