import type { TFunction } from 'i18next';
import type { SearchedPlace } from '../api/partner-schools';

/** "Δήμος Θεσσαλονίκης", "Τ.Κ. 54622": the place a search was read as, in the page's words. */
export function placeLabel(t: TFunction, place: SearchedPlace): string {
  const name =
    place.kind === 'postcode' && place.context ? `${place.name}, ${place.context}` : place.name;
  return t(`schoolDiscovery.placeKinds.${place.kind}`, { name });
}
