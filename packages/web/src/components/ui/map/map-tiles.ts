import { useQuery } from '@tanstack/react-query';
import { fetchData } from '../../../lib/query-client';

/*
 * Every map's tile server comes from the server's configuration (MAP_TILES_URL, `map-settings`),
 * so an installation can use its own or a paid provider without a new build; until it answers,
 * and if it cannot, OpenStreetMap's. Pins never depend on tiles: without them a map is blank
 * (the pin maps draw Greece's coastline) but every pin is still there and still placed by a click.
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
