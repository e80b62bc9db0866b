import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../lib/query-client';

/*
 * The tile server comes from the server's configuration (MAP_TILES_URL, `map-settings`), so an
 * installation can use its own or a paid provider without a new build; until it answers, and
 * if it cannot, OpenStreetMap's. Markers never depend on tiles: without them the map is blank
 * but every school is still there, and in the list beside it.
 */
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}

/** The tiles to draw: the configured server once known (null until then). */
export function useMapTiles(): MapTiles | null {
  const settings = useQuery({
    queryKey: ['map-settings'],
    queryFn: () => fetchData('/app', 'map-settings'),
    staleTime: Infinity,
    retry: 1,
  });
  if (settings.data) {
    return { url: settings.data.tilesUrl, attribution: settings.data.attribution, maxZoom: 19 };
  }
  if (settings.isError) return { url: OSM_TILE_URL, attribution: OSM_ATTRIBUTION, maxZoom: 19 };
  return null;
}

/** Greece, for a map with no school on it yet. */
export const GREECE_VIEW = { center: [38.4, 23.8] as [number, number], zoom: 6 };

/** How close a single school (or a picked one) is shown. */
export const SCHOOL_ZOOM = 14;
