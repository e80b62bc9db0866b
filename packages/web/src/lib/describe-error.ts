import { i18n } from './i18n/i18n';
import { isRequestError } from './socket';

/** A text for any failed call: the server's own (translated) message, or ours for lost links. */
export function describeError(error: unknown): string {
  if (isRequestError(error)) {
    if (error.kind === 'timeout') return i18n.t('errors.timeout');
    if (error.kind === 'network') return i18n.t('errors.network');
    if (error.message) return error.message;
  }
  return i18n.t('errors.renderText');
}
