import { ResultCode, type BranchGeocodePayload, type BranchGeocodeView } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import type { Geocoder } from '../places/geocoder.js';

/**
 * "Find on map" for a branch: the most precise of its postal code, city and address the
 * gazetteer knows, in that order (the offline gazetteer knows places, not streets). None
 * known: "No location found at this address (try postal code or city)" (SPEC §8).
 */
export async function geocodeBranch(
  geocoder: Geocoder,
  input: BranchGeocodePayload,
): Promise<BranchGeocodeView> {
  for (const text of [input.postalCode, input.city, input.address]) {
    if (!text) continue;
    const place = await geocoder.locate(text);
    if (place) {
      return {
        location: { lat: place.lat, lng: place.lng },
        name: place.name,
        context: place.context,
        postalCode: place.postalCode,
      };
    }
  }
  throw new AppError(ResultCode.notFound, 'school.noLocation');
}
