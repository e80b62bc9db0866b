import type { z } from 'zod';
import { HOSTILE_NUMBERS, HOSTILE_STRINGS, HOSTILE_VALUES, holdsDeepText, jsonText, withOwnKey } from './hostile.js'; // prettier-ignore
import type { Random } from './random.js';
import { choicesOf, childSchema, isOptional, kindOf, limitsOf, NO_VALUE, validValue } from './schema-values.js'; // prettier-ignore

/*
 * Payloads for one event, from its contract schema and a payload known to pass it (the
 * authorization matrix's row): valid ones, near-valid ones (one field changed: wrong type, a
 * bound crossed by one, empty, missing, an unknown key) and hostile ones (hostile.ts in a
 * field, or as the whole payload). Pure; `rng` decides everything.
 */

export type PayloadKind = 'valid' | 'near' | 'hostile';

export interface Payload {
  kind: PayloadKind;
  /** What was done to the known-valid payload, for the summary and a failure's report. */
  mutation: string;
  value: unknown;
}

type Path = (string | number)[];
const DELETE = Symbol('delete');

/** A deep copy of a JSON-like value (the known-valid payloads are plain data). */
const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/** Every place inside a value: object fields and array items, a few levels down. */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 4 || typeof value !== 'object' || value === null) return out;
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value); // prettier-ignore
  for (const [key, child] of entries.slice(0, 12)) {
    out.push([...path, key]);
    pathsOf(child, [...path, key], out);
  }
  return out;
}

function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let s: z.ZodType | undefined = schema;
  for (const key of path) s = s && childSchema(s, key);
  return s;
}

/** `value` with the thing at `path` replaced (or deleted); the root when `path` is empty. */
function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next === DELETE ? undefined : next;
  const root = copy(value) as Record<string | number, unknown>;
  let holder = root;
  for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (next === DELETE) {
    if (Array.isArray(holder)) holder.splice(Number(last), 1);
    else delete holder[last];
  } else holder[last] = next;
  return root;
}

const where = (path: Path) => (path.length === 0 ? '(payload)' : path.join('.'));

/** A field's known-valid payload with one leaf given another value its schema accepts. */
function validVariant(schema: z.ZodType, base: unknown, rng: Random): Payload {
  const leaves = pathsOf(base).filter((p) => {
    const s = schemaAt(schema, p);
    return s && ['string', 'boolean', 'enum', 'literal'].includes(kindOf(s));
  });
  const droppable = pathsOf(base).filter((p) => {
    const s = schemaAt(schema, p);
    return s && isOptional(s) && typeof p[p.length - 1] === 'string';
  });
  if (droppable.length > 0 && rng.chance(0.25)) {
    const path = rng.pick(droppable);
    return { kind: 'valid', mutation: `without ${where(path)}`, value: setAt(base, path, DELETE) };
  }
  if (leaves.length === 0) return { kind: 'valid', mutation: 'as known', value: copy(base) };
  const path = rng.pick(leaves);
  const next = validValue(schemaAt(schema, path)!, rng);
  const value = next === NO_VALUE ? undefined : setAt(base, path, next);
  // A field's value can pass alone and not together (a refinement across fields).
  if (next === NO_VALUE || !schema.safeParse(value).success) {
    return { kind: 'valid', mutation: 'as known', value: copy(base) };
  }
  return { kind: 'valid', mutation: `other ${where(path)}`, value };
}

const WRONG_TYPES: readonly unknown[] = [0, 'x', true, null, [], {}, [{}]];

/** The one-field changes a field of this schema invites. */
function nearValuesFor(schema: z.ZodType | undefined, current: unknown): [string, unknown][] {
  const out: [string, unknown][] = WRONG_TYPES.filter((v) => typeof v !== typeof current).map(
    (v) => [`wrong type ${JSON.stringify(v)}`, v],
  );
  if (!schema) return out;
  const kind = kindOf(schema);
  const l = limitsOf(unwrapForLimits(schema));
  if (kind === 'string') {
    out.push(['empty', ''], ['blank', '   ']);
    if (l.maxLength !== undefined) out.push([`length ${l.maxLength + 1}`, 'a'.repeat(l.maxLength + 1)]); // prettier-ignore
    if (l.minLength) out.push([`length ${l.minLength - 1}`, 'a'.repeat(l.minLength - 1)]);
    out.push(['number as text', '12'], ['text with NUL', `${String(current)}\u0000`]);
  }
  if (kind === 'number' || kind === 'union') {
    if (l.max !== undefined) out.push([`max+1 ${l.max + 1}`, l.max + 1]);
    if (l.min !== undefined) out.push([`min-1 ${l.min - 1}`, l.min - 1]);
    out.push(['1.5', 1.5], ['-1', -1], ['2^31', 2 ** 31], ['2^53', 2 ** 53], ['"2147483648"', '2147483648']); // prettier-ignore
  }
  if (kind === 'enum' || kind === 'literal') {
    const choice = String(choicesOf(schema)[0]);
    out.push(['enum upper', choice.toUpperCase()], ['enum padded', ` ${choice} `], ['enum other', `${choice}x`]); // prettier-ignore
  }
  if (kind === 'array') {
    out.push(['empty array', []], ['array of nulls', [null, null]]);
    if (l.maxLength !== undefined && l.maxLength < 5000) out.push([`${l.maxLength + 1} items`, Array.from({ length: l.maxLength + 1 }, () => (Array.isArray(current) ? current[0] : 1))]); // prettier-ignore
  }
  if (kind === 'object') out.push(['empty object', {}]);
  return out;
}

/** Bounds of a number or string sit on the pipe's output (ids: text or number, then checked). */
function unwrapForLimits(schema: z.ZodType): z.ZodType {
  let s = schema as unknown as { def: { type: string; out?: unknown; innerType?: unknown } };
  for (let i = 0; i < 10; i++) {
    if (s.def.type === 'pipe') s = s.def.out as typeof s;
    else if (s.def.innerType) s = s.def.innerType as typeof s;
    else break;
  }
  return s as unknown as z.ZodType;
}

function nearValid(schema: z.ZodType, base: unknown, rng: Random): Payload {
  const paths = pathsOf(base);
  if (paths.length === 0 || rng.chance(0.1)) {
    const [what, value] = rng.pick<[string, unknown]>([['undefined', undefined], ['empty object', {}], ['array of it', [base]], ['text of it', JSON.stringify(base) ?? '']]); // prettier-ignore
    return { kind: 'near', mutation: `payload ${what}`, value };
  }
  const path = rng.pick(paths);
  const holderPath = path.slice(0, -1);
  const op = rng.int(10);
  if (op === 0) return { kind: 'near', mutation: `missing ${where(path)}`, value: setAt(base, path, DELETE) }; // prettier-ignore
  if (op === 1 && typeof path[path.length - 1] === 'string') {
    const holder = holderPath.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base); // prettier-ignore
    const extra = { ...(holder as Record<string, unknown>), unexpected: 1 };
    return { kind: 'near', mutation: `unknown key in ${where(holderPath)}`, value: setAt(base, holderPath, extra) }; // prettier-ignore
  }
  const current = path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], base); // prettier-ignore
  const [what, value] = rng.pick(nearValuesFor(schemaAt(schema, path), current));
  return { kind: 'near', mutation: `${where(path)}: ${what}`, value: setAt(base, path, value) };
}

function hostile(base: unknown, rng: Random): Payload {
  const paths = pathsOf(base);
  const op = rng.int(6);
  if (op === 0 || paths.length === 0) {
    const value = rng.pick(HOSTILE_VALUES);
    return { kind: 'hostile', mutation: `payload ${describe(value)}`, value };
  }
  if (op === 1 && typeof base === 'object' && base !== null && !Array.isArray(base)) {
    const key = rng.pick(['__proto__', 'constructor', 'prototype']);
    const value = withOwnKey(base as Record<string, unknown>, key, { polluted: rng.pick(HOSTILE_VALUES) }); // prettier-ignore
    return { kind: 'hostile', mutation: `own key ${key}`, value };
  }
  const path = rng.pick(paths);
  const pool = op === 2 ? HOSTILE_STRINGS : op === 3 ? HOSTILE_NUMBERS : HOSTILE_VALUES;
  const value = rng.pick(pool);
  return { kind: 'hostile', mutation: `${where(path)}: ${describe(value)}`, value: setAt(base, path, value) }; // prettier-ignore
}

/** A short name for a value in the summary (a 100 KB string is not printed). */
export function describe(value: unknown): string {
  if (value instanceof Uint8Array) return `binary(${value.length})`;
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'string') return value.length > 24 ? `string(${value.length})` : JSON.stringify(value); // prettier-ignore
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 24 ? `${Array.isArray(value) ? 'array' : typeof value}(${text.length} chars)` : text; // prettier-ignore
}

/** A payload of `kind` for an event whose schema is `schema` and known-valid payload `base`. */
export function payloadFor(
  schema: z.ZodType,
  base: unknown,
  kind: PayloadKind,
  rng: Random,
): Payload {
  if (kind === 'valid') return validVariant(schema, base, rng);
  if (kind === 'near') return nearValid(schema, base, rng);
  return hostile(base, rng);
}

/**
 * What the server receives. Socket.IO sends JSON (NaN becomes null, -0 becomes 0); a packet
 * with binary is first copied key by key, and `copy.__proto__ = …` sets a prototype rather than
 * a key, so such keys never leave the client (socket.io-parser's deconstructPacket).
 */
export function overTheWire(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (holdsDeepText(value)) return JSON.parse(jsonText(value)!) as unknown;
  const binaries: Uint8Array[] = [];
  const strip = (v: unknown): unknown => {
    if (v instanceof Uint8Array) return { fuzzBinary: binaries.push(v) - 1 };
    if (Array.isArray(v)) return v.map(strip);
    if (typeof v !== 'object' || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) out[key] = strip((v as Record<string, unknown>)[key]);
    return out;
  };
  const text = JSON.stringify(holdsBinary(value) ? strip(value) : value);
  return JSON.parse(text, (_key, v: unknown) => {
    const at = (v as { fuzzBinary?: unknown } | null)?.fuzzBinary;
    return typeof at === 'number' ? Buffer.from(binaries[at]!) : v;
  }) as unknown;
}

function holdsBinary(value: unknown, depth = 0): boolean {
  if (value instanceof Uint8Array) return true;
  if (typeof value !== 'object' || value === null || depth > 50) return false;
  return Object.values(value).some((v) => holdsBinary(v, depth + 1));
}
