/*
 * The tile server is chosen at build time (VITE_MAP_TILE_URL, VITE_MAP_ATTRIBUTION), so an
 * installation can use its own or a paid provider. Markers never depend on tiles: without
 * them the map is blank but every school is still there.
 */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const mapTiles = {
  url: import.meta.env.VITE_MAP_TILE_URL || OSM_TILE_URL,
  attribution: import.meta.env.VITE_MAP_ATTRIBUTION || OSM_ATTRIBUTION,
  maxZoom: 19,
};

/** Greece, for a map with no school on it yet. */
export const GREECE_VIEW = { center: [38.4, 23.8] as [number, number], zoom: 6 };

/** How close a single school (or a picked one) is shown. */
export const SCHOOL_ZOOM = 14;
