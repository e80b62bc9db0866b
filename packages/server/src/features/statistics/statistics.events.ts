import { positive, sectionStatisticsPayload, TestEvents } from '@kokpit/shared';
import { defineEvent } from '../../realtime/events.js';
import { readHighlights, readSectionStatistics } from './statistics.service.js';

/** `highlights` {section?}: the dashboard's progress, success, remaining and power figures. */
export const highlightsEvent = defineEvent({
  name: TestEvents.highlights,
  schema: sectionStatisticsPayload,
  requires: 'student',
  handle: async (input, ec) =>
    positive(await readHighlights(ec.ctx.db, ec.session.userId, input?.section)),
});

/** `statistics` {section?}: section statistics of SPEC §3 (summary, categories, errors, exams). */
export const statisticsEvent = defineEvent({
  name: TestEvents.statistics,
  schema: sectionStatisticsPayload,
  requires: 'student',
  handle: async (input, ec) =>
    positive(await readSectionStatistics(ec.ctx.db, ec.session.userId, input?.section, ec.lang)),
});

export const statisticsEvents = [highlightsEvent, statisticsEvent];
