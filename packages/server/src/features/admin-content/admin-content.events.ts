import { canOperate, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { startContentImport } from './content-import.service.js';

/*
 * `/admin` content import (shared/src/realtime/admin-content.ts): operators only, rate limited
 * like the other back-office writes; the import itself runs in the background.
 */

const contentImport = defineEvent('/admin', 'content/import', {
  policy: canOperate,
  rateLimit: { limit: 20, windowMs: 60_000 },
  handle: async (input, ec) => {
    const started = await startContentImport(ec.ctx, input, {
      id: ec.session.userId,
      lang: ec.lang,
      ip: ec.ip,
    });
    return positive(started, translate(ec.lang, 'admin.content.started'));
  },
});

export const adminContentEvents: EventDefinition<'/admin'>[] = [contentImport];
