/*
 * The tile server of the school editor's map (MAP_TILES_URL, MAP_TILES_ATTRIBUTION at build
 * time), OpenStreetMap's by default. The pin never depends on tiles: without them the map is
 * blank but clicking it and typing coordinates still work.
 */
const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export const editorMapTiles = {
  url: (import.meta.env.MAP_TILES_URL as string | undefined) || OSM_TILES,
  attribution: (import.meta.env.MAP_TILES_ATTRIBUTION as string | undefined) || OSM_ATTRIBUTION,
  maxZoom: 19,
};

/** Greece, for a branch with no pin yet. */
export const GREECE_CENTRE = { lat: 38.4, lng: 23.8 };
export const GREECE_ZOOM = 6;
export const BRANCH_ZOOM = 15;
