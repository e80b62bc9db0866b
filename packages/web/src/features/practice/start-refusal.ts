import { ResultCode, type TestType } from '@kokpit/shared';
import { isRequestError } from '../../lib/socket';

/**
 * Whether a refused start only means there is nothing to practise yet: an errors test for a
 * student who has made no mistakes. That is good news, shown as an empty state, never as an
 * error.
 */
export function isNothingToPractise(type: TestType, error: unknown): boolean {
  return type === 'errors' && isRequestError(error) && error.code === ResultCode.notFound;
}
