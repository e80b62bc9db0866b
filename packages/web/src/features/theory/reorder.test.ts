import { describe, expect, it } from 'vitest';
import { moveItem } from './reorder';

describe('moveItem(ids, from, to)', () => {
  it('moves a question up, down, to the top and to the bottom', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 1, 2)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
  });

  it('leaves the order as it was for a move past either end', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });
});
