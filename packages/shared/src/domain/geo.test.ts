import { describe, expect, it } from 'vitest';
import { distanceKm, nearest } from './geo.js';

describe('geo', () => {
  it('Athens to Thessaloniki is about 300 km', () => {
    const d = distanceKm({ lat: 37.9838, lng: 23.7275 }, { lat: 40.6401, lng: 22.9444 });
    expect(d).toBeGreaterThan(295);
    expect(d).toBeLessThan(305);
  });

  it('nearest orders by distance, drops items without a location and keeps the count', () => {
    const items = [
      { id: 1, lat: 40.64, lng: 22.94 },
      { id: 2, lat: 37.98, lng: 23.73 },
      { id: 3, lat: null, lng: null },
      { id: 4, lat: 38.25, lng: 21.73 },
    ];
    const r = nearest(items, { lat: 37.9, lng: 23.7 }, 2);
    expect(r.map((i) => i.id)).toEqual([2, 4]);
    expect(r[0]?.distanceKm).toBeLessThan(15);
  });
});
