import { placeNeedle, type PlaceKind } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { findPlace } from './places.repository.js';

/** A place a search found: where it is and what to call it. */
export interface GeocodedPlace {
  kind: PlaceKind | 'postcode';
  name: string;
  /** The municipality or region it lies in ('' for a region). */
  context: string;
  postalCode: string | null;
  lat: number;
  lng: number;
}

/**
 * Turns what someone typed (a city, town, area or postal code) into a position. The offline
 * gazetteer is the default; a hosted service can implement the same interface later.
 */
export interface Geocoder {
  locate(query: string): Promise<GeocodedPlace | null>;
}

/** The gazetteer in the database (`places`), no outside service. */
export function offlineGeocoder(db: Db): Geocoder {
  return {
    async locate(query) {
      const row = await findPlace(db, placeNeedle(query));
      if (!row) return null;
      return {
        kind: row.kind as GeocodedPlace['kind'],
        name: row.name,
        context: row.context,
        postalCode: row.postal_code,
        lat: row.lat,
        lng: row.lng,
      };
    },
  };
}
