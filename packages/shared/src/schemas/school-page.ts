import { z } from 'zod';
import type { PlaceKind } from '../domain/place-search.js';
import type { BranchView } from './school-editor.js';
import type { PublicSchoolView } from './school.js';

/** A place the school search read a text as (the offline gazetteer's `places`). */
export interface PlaceView {
  kind: PlaceKind | 'postcode';
  /** As the gazetteer names it (municipalities in the genitive: "Θεσσαλονίκης"). */
  name: string;
  /** The municipality or region it lies in. */
  context: string;
  postalCode: string | null;
  location: { lat: number; lng: number };
}

/** `schools`: the schools found, and the place the text was read as, if it was. */
export interface SchoolSearchView {
  schools: PublicSchoolView[];
  place: PlaceView | null;
}

/** `school/page`: one approved school's public page, by its slug. */
export const schoolPagePayload = z.strictObject({
  slug: z
    .string()
    .trim()
    .min(1)
    .max(96)
    .regex(/^[a-z0-9-]+$/, { error: 'school.notFound' }),
});

/** An approved school's public page (/{lang}/schools/{slug}). */
export interface SchoolPageView {
  school: PublicSchoolView;
  /** Where its logo is served (versioned), null without one. */
  logoUrl: string | null;
  /** The school's own words in the asked language, Greek when it has none. */
  welcome: string;
  description: string;
  /** Its branches with their phones; the school's own place alone when it lists none. */
  branches: BranchView[];
  /** The student sign-up page with this school chosen (as its registration link and QR). */
  signUpUrl: string;
}

/** `map-settings`: the tile server the maps use (MAP_TILES_URL), and whose tiles they are. */
export interface MapSettingsView {
  tilesUrl: string;
  attribution: string;
}
