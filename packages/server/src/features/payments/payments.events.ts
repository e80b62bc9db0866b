import { canOperate, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { importStatement } from './payments.service.js';

/* `/admin` events of reconciling bank statements with purchases (docs/BILLING.md). */

const paymentsImport = defineEvent('/admin', 'payments/import', {
  policy: canOperate,
  rateLimit: { limit: 30, windowMs: 60_000 },
  handle: async (input, ec) => {
    const result = await importStatement(ec.ctx, input, ec.session.userId, ec.ip);
    return positive(
      result,
      translate(ec.lang, 'admin.payments.imported', { lines: result.lines.length, paid: result.paid }), // prettier-ignore
    );
  },
});

export const paymentsEvents: EventDefinition<'/admin'>[] = [paymentsImport];
