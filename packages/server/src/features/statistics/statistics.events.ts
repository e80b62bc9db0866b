import { positive, canActAsStudent } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { finishExpiredSimulations } from '../practice/test-finish.service.js';
import { readHighlights, readSectionStatistics } from './statistics.service.js';

/** `highlights` {section?}: the dashboard's progress, success, remaining and power figures. */
export const highlightsEvent = defineEvent('/student', 'highlights', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    // An exam whose time ran out while the student was away is counted before it is shown.
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    return positive(await readHighlights(ec.ctx.db, ec.session.userId, input?.section));
  },
});

/** `statistics` {section?}: section statistics of SPEC §3 (summary, categories, errors, exams). */
export const statisticsEvent = defineEvent('/student', 'statistics', {
  policy: canActAsStudent,
  handle: async (input, ec) => {
    await finishExpiredSimulations(ec.ctx, ec.session.userId);
    const { userId } = ec.session;
    return positive(await readSectionStatistics(ec.ctx.db, userId, input?.section, ec.lang));
  },
});

export const statisticsEvents = [highlightsEvent, statisticsEvent];
