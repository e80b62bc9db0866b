import { isMessageKey, type MessageKey, type MessageParams } from '@kokpit/shared';
import type { z } from 'zod';
import { AppError, type FieldErrors } from './app-error.js';
import { unsafeInputAt } from './input-guard.js';

/**
 * Parses input with a shared zod schema; on failure throws an AppError whose field errors are
 * catalogue keys (schemas use keys as messages; anything else is "invalid input"). Input the
 * schema accepts is still refused when it holds text no database stores, or is nested too deep
 * (core/input-guard.ts). The schema speaks first, so a field with its own message for such
 * text (the file browser's paths: the file-system error) keeps it; zod walks only as deep as
 * the schema, so a deep payload cannot exhaust it first.
 */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) {
    const unsafe = unsafeInputAt(input);
    if (unsafe === null) return result.data;
    const fieldErrors = Object.create(null) as FieldErrors;
    fieldErrors[unsafe] = 'validation.criteria';
    throw AppError.validation(fieldErrors);
  }
  // Field names come from the input (record keys): no prototype, so `__proto__` is a name too.
  const fieldErrors = Object.create(null) as FieldErrors;
  const fieldParams = Object.create(null) as Record<string, MessageParams>;
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (Object.hasOwn(fieldErrors, field)) continue;
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : issue.code === 'unrecognized_keys'
        ? 'general.invalidInput'
        : 'general.invalidInput';
    fieldErrors[field] = key;
    if (issue.code === 'too_big') fieldParams[field] = { max: Number(issue.maximum) };
    if (issue.code === 'too_small') fieldParams[field] = { min: Number(issue.minimum) };
  }
  throw AppError.validation(fieldErrors, fieldParams);
}
