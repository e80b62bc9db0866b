import type { z } from 'zod';
import type { Random } from './random.js';

/*
 * Reads zod 4 schemas (the realtime contract's payloads) through their definitions (`.def`,
 * zod's public view of a schema): what type a field has, its bounds, the schema of a field
 * inside a payload, and a value that passes it. Pure: no I/O.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { def: Def }).def;
const inner = (def: Def, key: string) => def[key] as z.ZodType;

/** A field's bounds, as its checks declare them. */
export interface Limits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  int?: boolean;
  format?: string;
  pattern?: RegExp;
}

export function limitsOf(schema: z.ZodType): Limits {
  const def = defOf(schema);
  const limits: Limits = {};
  if (typeof def.format === 'string') limits.format = def.format;
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === 'min_length') limits.minLength = Math.max(limits.minLength ?? 0, c.minimum!);
    if (c.check === 'max_length') limits.maxLength = Math.min(limits.maxLength ?? Infinity, c.maximum!); // prettier-ignore
    if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length;
    if (c.check === 'greater_than') limits.min = Number(c.value) + (c.inclusive ? 0 : 1);
    if (c.check === 'less_than') limits.max = Number(c.value) - (c.inclusive ? 0 : 1);
    if (c.check === 'number_format' && c.format?.includes('int')) limits.int = true;
    if (c.check === 'string_format') {
      limits.format = c.format;
      if (c.pattern) limits.pattern = c.pattern;
    }
  }
  return limits;
}

/** Wrappers that say nothing about the value's shape. */
const WRAPPERS = ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']; // prettier-ignore

/** The schema that gives a value its shape, through wrappers, lazies and pipes' inputs. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(s);
    if (WRAPPERS.includes(def.type)) s = inner(def, 'innerType');
    else if (def.type === 'lazy') s = (def.getter as () => z.ZodType)();
    else if (def.type === 'pipe') s = inner(def, 'in');
    else return s;
  }
  return s;
}

/** The kind of value a schema takes: 'string', 'number', 'object', 'array', 'enum', … */
export const kindOf = (schema: z.ZodType): string => defOf(unwrap(schema)).type;

/** Whether a field of an object may be left out. */
export function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { optin?: string } })._zod.optin === 'optional';
}

/** The values an enum or literal allows. */
export function choicesOf(schema: z.ZodType): unknown[] {
  const def = defOf(unwrap(schema));
  if (def.type === 'enum') return Object.values(def.entries as Record<string, unknown>);
  if (def.type === 'literal') return def.values as unknown[];
  return [];
}

/** The schema of `key` inside a value of `schema` (an object's field, an array's item, …). */
export function childSchema(schema: z.ZodType, key: string | number): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.hasOwn(shape, key) ? shape[key] : (def.catchall as z.ZodType | undefined);
    }
    case 'record':
      return inner(def, 'valueType');
    case 'array':
      return inner(def, 'element');
    case 'tuple':
      return (def.items as z.ZodType[])[Number(key)];
    case 'union':
    case 'intersection': {
      const options =
        def.type === 'union' ? (def.options as z.ZodType[]) : [inner(def, 'left'), inner(def, 'right')]; // prettier-ignore
      for (const option of options) {
        const child = childSchema(option, key);
        if (child) return child;
      }
      return undefined;
    }
    default:
      return undefined;
  }
}

/** Letters of several scripts, and marks and pictures that often break what handles text. */
const ALPHABETS = [
  'abcdefghijklmnopqrstuvwxyz',
  'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ',
  'абвгдежзийклмнопрстуфхцчшщ',
  'שלוםעולםمرحبا',
  'ABC xyz 0123456789',
];
const MARKS = ['\u202e', '\u200f', '\u200d', '👋', '👨‍👩‍👧', '🇬🇷', '\u0301'];

/** A string of `length` code units from one script, sometimes with marks and pictures. */
export function someText(rng: Random, length: number): string {
  const letters = [...rng.pick(ALPHABETS)];
  let text = '';
  while (text.length < length) {
    const piece = rng.chance(0.1) ? rng.pick(MARKS) : rng.pick(letters);
    if (text.length + piece.length > length) break;
    text += piece;
  }
  while (text.length < length) text += 'a';
  return text;
}

/** Strings tried for a field whose pattern we cannot write from: the first that passes wins. */
const CANDIDATES = ['car', 'abcd', 'user.name-1', '2310 123456', '+30 210 1234567', '54622', 'el', 'x'.repeat(43), '1', '2026-01-31', 'https://example.test/a', '#336699']; // prettier-ignore

function validString(schema: z.ZodType, rng: Random): unknown {
  const l = limitsOf(schema);
  if (l.format === 'email') return `fz${rng.int(1e9).toString(36)}@example.test`;
  if (l.pattern || (l.format && l.format !== 'regex')) {
    const ok = CANDIDATES.filter((c) => (schema as z.ZodType).safeParse(c).success);
    return ok.length > 0 ? rng.pick(ok) : NO_VALUE;
  }
  const min = Math.max(l.minLength ?? 0, 1);
  const max = Math.min(l.maxLength ?? 40, min + 24);
  return someText(rng, rng.between(min, Math.max(min, max)));
}

function validNumber(schema: z.ZodType, rng: Random): number {
  const l = limitsOf(schema);
  const min = l.min ?? 0;
  const max = Math.min(l.max ?? min + 100, min + 100);
  const n = min + rng.next() * (max - min);
  return l.int ? Math.round(n) : n;
}

/** Says a schema has no value we can write (a transform, a custom check we cannot read). */
export const NO_VALUE: unique symbol = Symbol('no value');

/** A value `schema` should accept, or NO_VALUE; callers check it with `safeParse`. */
export function validValue(schema: z.ZodType, rng: Random, depth = 0): unknown {
  if (depth > 12) return NO_VALUE;
  const def = defOf(schema);
  const child = (key: string) => validValue(inner(def, key), rng, depth + 1);
  switch (def.type) {
    case 'string':
      return validString(schema, rng);
    case 'number':
      return validNumber(schema, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'any':
    case 'unknown':
      return someText(rng, 8);
    case 'enum':
    case 'literal':
      return rng.pick(choicesOf(schema));
    case 'optional':
      return rng.chance(0.3) ? undefined : child('innerType');
    case 'nullable':
      return rng.chance(0.2) ? null : child('innerType');
    case 'default':
    case 'prefault':
      return rng.chance(0.3) ? undefined : child('innerType');
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return child('innerType');
    case 'lazy':
      return validValue((def.getter as () => z.ZodType)(), rng, depth + 1);
    case 'pipe': {
      // The output's checks (an e-mail's format, an id's bounds) often say more than the input's.
      for (const side of ['out', 'in']) {
        const value = child(side);
        if (value !== NO_VALUE && schema.safeParse(value).success) return value;
      }
      return NO_VALUE;
    }
    case 'union':
      return validValue(rng.pick(def.options as z.ZodType[]), rng, depth + 1);
    case 'array': {
      const l = limitsOf(schema);
      const length = rng.between(l.minLength ?? 0, Math.min(l.maxLength ?? 3, (l.minLength ?? 0) + 3)); // prettier-ignore
      const items = Array.from({ length }, () => child('element'));
      return items.includes(NO_VALUE) ? NO_VALUE : items;
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map((s) => validValue(s, rng, depth + 1));
      return items.includes(NO_VALUE) ? NO_VALUE : items;
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        if (isOptional(field) && rng.chance(0.4)) continue;
        const value = validValue(field, rng, depth + 1);
        if (value === NO_VALUE) return NO_VALUE;
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'record': {
      const key = validValue(inner(def, 'keyType'), rng, depth + 1);
      const value = child('valueType');
      if (key === NO_VALUE || value === NO_VALUE) return NO_VALUE;
      return rng.chance(0.3) ? {} : { [String(key)]: value };
    }
    default:
      return NO_VALUE;
  }
}
