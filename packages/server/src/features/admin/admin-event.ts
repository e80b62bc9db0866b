import { canOperate, type EventName } from '@kokpit/shared';
import { defineEvent, type EventSpec } from '../../realtime/events.js';

/**
 * Every back-office call, per address: generous for an operator at work, tight enough that a
 * stolen session cannot page through a table by the million.
 */
export const ADMIN_RATE_LIMIT = { limit: 600, windowMs: 60_000 };

type AdminHandler<E extends EventName<'/admin'>> = EventSpec<
  '/admin',
  E,
  typeof canOperate
>['handle'];

/**
 * Declares an `/admin` event: policy `canOperate` (administrators only; the namespace's
 * handshake already refused everyone else) and the back office's rate limit, unless the event
 * names a tighter one (exports, uploads).
 */
export function defineAdminEvent<E extends EventName<'/admin'>>(
  name: E,
  handle: AdminHandler<E>,
  rateLimit: { limit: number; windowMs: number } = ADMIN_RATE_LIMIT,
) {
  return defineEvent('/admin', name, { policy: canOperate, rateLimit, handle });
}
