/*
 * Pins that would overlap at the map's zoom are drawn as one numbered circle: a grid of cells
 * `cellPx` wide over the projected (pixel) positions, one cluster per occupied cell. Small and
 * deterministic; enough for a few hundred schools without another library.
 */

export interface ClusterInput<T> {
  item: T;
  /** The item's position in pixels at the current zoom (Leaflet's map.project). */
  x: number;
  y: number;
}

export interface Cluster<T> {
  items: T[];
  /** The mean pixel position of the members (where the circle goes). */
  x: number;
  y: number;
}

/** Groups items by grid cell; cells keep the order their first item came in. */
export function clusterByGrid<T>(points: ClusterInput<T>[], cellPx = 56): Cluster<T>[] {
  const cells = new Map<string, { items: T[]; sx: number; sy: number }>();
  for (const p of points) {
    const key = `${Math.floor(p.x / cellPx)}:${Math.floor(p.y / cellPx)}`;
    const cell = cells.get(key) ?? { items: [], sx: 0, sy: 0 };
    cell.items.push(p.item);
    cell.sx += p.x;
    cell.sy += p.y;
    cells.set(key, cell);
  }
  return [...cells.values()].map((c) => ({
    items: c.items,
    x: c.sx / c.items.length,
    y: c.sy / c.items.length,
  }));
}
