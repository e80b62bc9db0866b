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

/**
 * Whether a refused start means a demo student's questions all reached the demo's cap: the
 * server says so (`demoCap`), and the page leads them to choose a driving school (issue 32).
 */
export function isDemoCap(error: unknown): boolean {
  return isRequestError(error) && typeof error.data?.demoCap === 'number';
}
