import { Limits, nearest, positive, translate, everyone } from '@kokpit/shared';
import { AppError } from '../../core/app-error.js';
import { defineEvent } from '../../realtime/events.js';
import { presentPublicSchool } from './school.presenter.js';
import {
  findApprovedSchool,
  listLocatedApprovedSchools,
  searchApprovedSchools,
} from './school.repository.js';

/**
 * `schools`: approved partner schools. With a position, the nearest 20 (SPEC §9); with a text,
 * those whose name, city, area or postal code match; with neither, all for the map.
 */
export const schoolsEvent = defineEvent('/app', 'schools', {
  policy: everyone,
  handle: async (input, ec) => {
    const limit = input?.limit ?? (input?.lat !== undefined ? Limits.nearestSchools : 200);
    let rows;
    if (input?.lat !== undefined && input.lng !== undefined && !input.query) {
      rows = nearest(
        await listLocatedApprovedSchools(ec.ctx.db),
        { lat: input.lat, lng: input.lng },
        limit,
      );
    } else {
      rows = await searchApprovedSchools(ec.ctx.db, input?.query, limit);
      if (input?.lat !== undefined && input.lng !== undefined) {
        rows = nearest(rows, { lat: input.lat, lng: input.lng }, limit);
      }
    }
    const schools = rows.map(presentPublicSchool);
    return positive(
      { schools },
      schools.length === 0 ? translate(ec.lang, 'school.noneInRegion') : '',
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

export const publicSchoolEvents = [schoolsEvent, schoolInfoEvent];
