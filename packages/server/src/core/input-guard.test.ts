import { ResultCode } from '@kokpit/shared';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error.js';
import { MAX_INPUT_DEPTH, unsafeInputAt } from './input-guard.js';
import { validate } from './validate.js';

const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { v: value };
  return value;
};

describe('the input guard', () => {
  it('lets text of every script, marks and pictures through', () => {
    expect(unsafeInputAt({ name: 'Άννα שלום 👨‍👩‍👧 \u202e', list: ['🇬🇷', 'a\u0301'] })).toBeNull();
    expect(unsafeInputAt(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
  });

  // Found by the fuzzer: PostgreSQL answered "invalid byte sequence for encoding UTF8: 0x00".
  it('finds a NUL in a value or a key, and says where', () => {
    expect(unsafeInputAt({ form: { firstName: 'Test\u0000' } })).toBe('form.firstName');
    expect(unsafeInputAt({ texts: { 'a\u0000': 'x' } })).toBe('texts.a\u0000');
    expect(unsafeInputAt('\u0000')).toBe('_');
  });

  it('finds half a surrogate pair, which has no UTF-8', () => {
    expect(unsafeInputAt({ text: '\ud800' })).toBe('text');
    expect(unsafeInputAt({ text: 'x\udfffy' })).toBe('text');
    expect(unsafeInputAt({ text: '\udc00\ud800' })).toBe('text');
  });

  it('refuses input nested deeper than any payload, without exhausting the stack', () => {
    expect(unsafeInputAt(nested(10_000))).not.toBeNull();
    let deepArray: unknown = 1;
    for (let i = 0; i < 10_000; i++) deepArray = [deepArray];
    expect(unsafeInputAt({ values: deepArray })).not.toBeNull();
  });

  it('validate refuses such input as a validation error on its field', () => {
    const schema = z.strictObject({ text: z.string(), other: z.unknown() });
    const refused = (input: unknown) => {
      try {
        validate(schema, input);
      } catch (error) {
        return error as AppError;
      }
      throw new Error('accepted');
    };
    const nul = refused({ text: 'a\u0000b', other: 1 });
    expect(nul.code).toBe(ResultCode.validation);
    expect(nul.fieldErrors).toEqual({ text: 'validation.criteria' });
    expect(refused({ text: 'ok', other: nested(100) }).code).toBe(ResultCode.validation);
    expect(validate(schema, { text: 'Καλημέρα 👋', other: [1] })).toEqual({ text: 'Καλημέρα 👋', other: [1] }); // prettier-ignore
  });
});
