import type { Db } from '../../db/database.js';
import { hasPlaceSource, replacePlaces } from './places.repository.js';
import { PLACES_SOURCE, readPlaceSource } from './places-source.js';

/**
 * Fills the gazetteer at start-up when it is empty or from another version of its source; a
 * start with the rows already there costs one indexed look-up.
 */
export async function seedPlaces(db: Db): Promise<void> {
  if (await hasPlaceSource(db, PLACES_SOURCE)) return;
  await replacePlaces(db, readPlaceSource(), PLACES_SOURCE);
}
