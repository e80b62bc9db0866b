import { describe, expect, it } from 'vitest';
import { clusterByGrid } from './map-clusters';

describe('pins clustered on a grid', () => {
  it('puts pins of one cell together, at their mean, and leaves others alone', () => {
    const clusters = clusterByGrid(
      [
        { item: 'a', x: 10, y: 10 },
        { item: 'b', x: 30, y: 50 },
        { item: 'c', x: 300, y: 10 },
      ],
      56,
    );
    expect(clusters).toEqual([
      { items: ['a', 'b'], x: 20, y: 30 },
      { items: ['c'], x: 300, y: 10 },
    ]);
  });

  it('answers nothing for no pins', () => {
    expect(clusterByGrid([])).toEqual([]);
  });
});
