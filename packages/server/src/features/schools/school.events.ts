import { everyone, positive, translate } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent } from '../../realtime/events.js';
import { presentPlace, presentPublicSchool, presentSchoolPage } from './school.presenter.js';
import { findApprovedSchool } from './school.repository.js';
import { readSchoolPage } from './school-page.service.js';
import { searchSchools } from './school-search.service.js';

/**
 * `schools`: approved partner schools. A place or postal code (the geocoder) or a position
 * gives the nearest 20 with distances (SPEC §9); a text that is no place may be a school's
 * name; nothing gives all of them, for the map.
 */
export const schoolsEvent = defineEvent('/app', 'schools', {
  policy: everyone,
  handle: async (input, ec) => {
    const found = await searchSchools(ec.ctx, input);
    const m = found.message;
    return positive(
      {
        schools: found.schools.map(presentPublicSchool),
        place: found.place ? presentPlace(found.place) : null,
      },
      m ? translate(ec.lang, m.key, m.key === 'places.nearestFar' ? { km: m.km } : undefined) : '',
    );
  },
});

/** `school/info`: one approved school's public card. */
export const schoolInfoEvent = defineEvent('/app', 'school/info', {
  policy: everyone,
  handle: async (input, ec) => {
    const row = await findApprovedSchool(ec.ctx.db, input.id);
    if (!row) throw AppError.notFound('school.notFound');
    return positive({ school: presentPublicSchool(row) });
  },
});

/** `school/page`: an approved school's public page by its slug; others are not found. */
export const schoolPageEvent = defineEvent('/app', 'school/page', {
  policy: everyone,
  handle: async (input, ec) => {
    const page = await readSchoolPage(ec.ctx.db, input.slug, ec.lang);
    if (!page) throw AppError.notFound('school.notFound');
    return positive(presentSchoolPage(page, ec.lang, ec.ctx.config.publicUrl));
  },
});

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** `map-settings`: the configured tile server (MAP_TILES_URL) for the web's maps. */
export const mapSettingsEvent = defineEvent('/app', 'map-settings', {
  policy: everyone,
  handle: async (_input, ec) => {
    const { MAP_TILES_URL, MAP_ATTRIBUTION } = ec.ctx.config;
    return positive({ tilesUrl: MAP_TILES_URL, attribution: MAP_ATTRIBUTION ?? OSM_ATTRIBUTION });
  },
});

export const publicSchoolEvents = [
  schoolsEvent,
  schoolInfoEvent,
  schoolPageEvent,
  mapSettingsEvent,
];
