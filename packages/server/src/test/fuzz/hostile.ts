/*
 * Values that break servers: prototype keys, huge and deep values, numbers no id should be,
 * text that is not what it seems, binary where JSON goes. Built once; payloads share them.
 */

/** Nested `depth` times: arrays in arrays, or objects in objects. */
export function deep(depth: number, as: 'array' | 'object'): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = as === 'array' ? [value] : { v: value };
  return value;
}

/**
 * Values nested 10,000 deep, which Node's JSON.stringify cannot write (its stack ends first):
 * payloads carry these stand-ins, and frames are written with the text in their place.
 */
export const DEEP_TEXTS: Record<string, string> = {
  '\u0001deep-array-10000': `${'['.repeat(10_000)}"bottom"${']'.repeat(10_000)}`,
  '\u0001deep-object-10000': `${'{"v":'.repeat(10_000)}"bottom"${'}'.repeat(10_000)}`,
};

/** A payload's JSON text, with each deep stand-in replaced by its text. */
export function jsonText(value: unknown): string | undefined {
  let text = JSON.stringify(value);
  if (text === undefined) return undefined;
  for (const [marker, deepText] of Object.entries(DEEP_TEXTS)) {
    text = text.split(JSON.stringify(marker)).join(deepText);
  }
  return text;
}

/** Whether a payload holds a deep stand-in (it then goes as a frame written by hand). */
export const holdsDeepText = (value: unknown): boolean =>
  typeof value === 'string' ? Object.hasOwn(DEEP_TEXTS, value) : typeof value === 'object' && value !== null && !(value instanceof Uint8Array) && Object.values(value).some(holdsDeepText); // prettier-ignore

/** An object whose own key is `key` (a literal `{ __proto__: … }` would set the prototype). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...target };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The key an object of the fuzzer's pollution payloads sets; no object may ever inherit it. */
export const POLLUTION_KEY = 'fuzzPolluted';

export const HOSTILE_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\udc00\ud800',
  '\u202eevil\u202c.exe',
  '\u200f\u200e\u200b',
  '\ufeffBOM',
  '👨‍👩‍👧‍👦'.repeat(20),
  'שלום عربى Ελλάδα',
  'Z̷̢̛̛a̵͎̍l̸̰̈́g̶͇̈o̴̳̿',
  '\r\n\t\u0085\u2028\u2029',
  '%00%ff%',
  '../../../../etc/passwd',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '2147483648',
  '9007199254740993',
  '-9223372036854775809',
  '0x10',
  'true',
  'null',
  'x'.repeat(300),
  'ä'.repeat(5_000),
  'x'.repeat(100_000),
];

export const HOSTILE_NUMBERS: readonly number[] = [
  NaN,
  Infinity,
  -Infinity,
  -0,
  -1,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

const pollution = JSON.parse(`{"__proto__": {"${POLLUTION_KEY}": true}, "constructor": {"prototype": {"${POLLUTION_KEY}": true}}}`) as unknown; // prettier-ignore

export const HOSTILE_STRUCTURES: readonly unknown[] = [
  null,
  true,
  [],
  [[]],
  {},
  [1, 'two', null],
  deep(1_000, 'array'),
  deep(1_000, 'object'),
  ...Object.keys(DEEP_TEXTS),
  Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`k${i}`, i])),
  Array.from({ length: 10_000 }, (_, i) => i),
  pollution,
  { constructor: { prototype: { [POLLUTION_KEY]: true } } },
  { prototype: 1, toString: 'x', valueOf: 2, hasOwnProperty: 3 },
  Buffer.from([0, 1, 2, 0xff, 0xfe]),
  Buffer.alloc(100_000, 0x41),
  new Uint8Array([0xc3, 0x28]),
];

/** Every hostile value, for a field or a whole payload. */
export const HOSTILE_VALUES: readonly unknown[] = [
  ...HOSTILE_STRINGS,
  ...HOSTILE_NUMBERS,
  ...HOSTILE_STRUCTURES,
];

/** A frame over Socket.IO's 256 KB limit: the server drops the socket that sends it. */
export const OVERSIZED = 'x'.repeat(1_000_000);
