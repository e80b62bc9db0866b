/** Build-time settings of the sign-up map (signup/location-map.tsx); the partner maps ask the server. */
interface ImportMetaEnv {
  readonly VITE_MAP_TILE_URL?: string;
  readonly VITE_MAP_ATTRIBUTION?: string;
}
