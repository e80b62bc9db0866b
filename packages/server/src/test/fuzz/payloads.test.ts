import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailField, idField, requiredText, sectionField } from '@kokpit/shared';
import { withOwnKey } from './hostile.js';
import { overTheWire, payloadFor } from './payloads.js';
import { seededRandom } from './random.js';
import { NO_VALUE, validValue } from './schema-values.js';

const schema = z.strictObject({
  id: idField,
  name: requiredText(20),
  email: emailField,
  section: sectionField,
  tags: z.array(z.string().max(5)).max(3).optional(),
  flag: z.boolean().default(false),
});
const known = { id: 7, name: 'Άννα', email: 'anna@example.test', section: 'car' };

describe('the fuzzer’s payloads', () => {
  it('the same seed gives the same payloads', () => {
    const run = (seed: number) => {
      const rng = seededRandom(seed);
      return Array.from({ length: 50 }, () => payloadFor(schema, known, rng.pick(['valid', 'near', 'hostile'] as const), rng)); // prettier-ignore
    };
    expect(JSON.stringify(run(42))).toBe(JSON.stringify(run(42)));
    expect(JSON.stringify(run(42))).not.toBe(JSON.stringify(run(43)));
  });

  it('values written from a schema pass it', () => {
    const rng = seededRandom(1);
    for (let i = 0; i < 200; i++) {
      const value = validValue(schema, rng);
      expect(value).not.toBe(NO_VALUE);
      expect(schema.safeParse(value).success, JSON.stringify(value)).toBe(true);
    }
  });

  it('valid payloads pass; a near-valid one differs from the known payload in one place', () => {
    const rng = seededRandom(2);
    for (let i = 0; i < 200; i++) {
      const valid = payloadFor(schema, known, 'valid', rng);
      expect(schema.safeParse(valid.value).success, valid.mutation).toBe(true);
      const near = payloadFor(schema, known, 'near', rng);
      // Whole-payload changes (missing, empty, in an array, as text) aside.
      if (
        !near.mutation.startsWith('payload') &&
        typeof near.value === 'object' &&
        near.value !== null
      ) {
        const changed = Object.keys({ ...known, ...near.value }).filter(
          (k) => JSON.stringify((near.value as Record<string, unknown>)[k]) !== JSON.stringify((known as Record<string, unknown>)[k]), // prettier-ignore
        );
        expect(changed.length, near.mutation).toBeLessThanOrEqual(1);
      }
    }
  });

  it('what the server receives: JSON numbers, binary kept, and no __proto__ key beside binary', () => {
    expect(overTheWire({ a: NaN, b: -0, c: Infinity })).toEqual({ a: null, b: 0, c: null });
    const plain = overTheWire(withOwnKey({ a: 1 }, '__proto__', { x: 1 })) as object;
    expect(Object.hasOwn(plain, '__proto__')).toBe(true);
    const binary = overTheWire(withOwnKey({ a: Buffer.from([1]) }, '__proto__', { x: 1 })) as { a: unknown }; // prettier-ignore
    expect(Object.hasOwn(binary, '__proto__')).toBe(false);
    expect(Buffer.isBuffer(binary.a)).toBe(true);
  });
});
