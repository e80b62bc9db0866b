import { isRequestError } from './socket';

/**
 * The translated per-field messages of a refused form (`data.fieldErrors` of a validation
 * envelope, docs/API.md); empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isRequestError(error)) return {};
  const raw = error.data.fieldErrors;
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
