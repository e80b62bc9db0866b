import type { TestType } from '@kokpit/shared';

/**
 * What a result's main button starts after a test of `type`: another one like it, of the same
 * category after a category test; a progress test after any other practice.
 */
export function nextTestAfter(type: TestType, categoryId: number | undefined) {
  if (type === 'simulation') return { type, labelKey: 'testRun.newSimulation' } as const;
  if (type === 'category' && categoryId !== undefined)
    return { type, options: { categoryId }, labelKey: 'testRun.newCategory' } as const;
  return { type: 'progress', labelKey: 'testRun.newProgress' } as const;
}
