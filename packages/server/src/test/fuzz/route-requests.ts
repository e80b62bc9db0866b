import type { RouteRow } from '../authorization-rows.js';
import { DEEP_TEXTS, HOSTILE_NUMBERS, HOSTILE_STRINGS } from './hostile.js';
import type { PayloadKind } from './payloads.js';
import type { Random } from './random.js';

/*
 * Requests for one REST route from the request the authorization matrix knows: its query, its
 * path's parameters, its headers and its body changed the way payloads are (payloads.ts).
 * Kept below the sizes Node refuses before Fastify sees a request (16 KB of headers).
 */

export interface RouteRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  mutation: string;
}

const MAX_PARAM = 4000;

/** A hostile string as a query value: UTF-8 percent-encoded, lone surrogates as raw bytes. */
function encoded(rng: Random): [string, string] {
  const pick = rng.chance(0.3) ? String(rng.pick(HOSTILE_NUMBERS)) : rng.pick(HOSTILE_STRINGS);
  const text = pick.slice(0, MAX_PARAM);
  let value: string;
  try {
    value = encodeURIComponent(text);
  } catch {
    // A lone surrogate has no UTF-8: its raw bytes instead.
    value = '%ED%A0%80';
  }
  return [text.length > 24 ? `string(${text.length})` : JSON.stringify(text), value];
}

const RAW_QUERIES = ['%E0%A4%A', '%', '%%00', 'a[]=1&a[]=2', 'a[b][c]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', '&&&==', `${'k'.repeat(2000)}=1`]; // prettier-ignore

function mutateQuery(url: URL, rng: Random): string {
  const keys = [...new Set(url.searchParams.keys())];
  const op = rng.int(5);
  if (op === 0 || keys.length === 0) {
    const raw = rng.pick(RAW_QUERIES);
    url.search = url.search ? `${url.search}&${raw}` : `?${raw}`;
    return `query + ${raw.slice(0, 24)}`;
  }
  const key = rng.pick(keys);
  if (op === 1) {
    url.searchParams.delete(key);
    return `query without ${key}`;
  }
  if (op === 2) {
    url.searchParams.append(key, url.searchParams.get(key) ?? '');
    return `query ${key} twice`;
  }
  const [what, value] = encoded(rng);
  const rest = [...url.searchParams].filter(([k]) => k !== key);
  url.search = [...rest.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`), `${encodeURIComponent(key)}=${value}`].join('&'); // prettier-ignore
  return `query ${key}: ${what}`;
}

function mutatePath(row: RouteRow, url: URL, rng: Random): string | null {
  const params = row.url.split('/').filter((p) => p.startsWith(':'));
  if (params.length === 0) return null;
  const template = row.url.split('/');
  const actual = url.pathname.split('/');
  const at = template.findIndex((p) => p.startsWith(':'));
  const [what, value] = encoded(rng);
  actual[at] = value || '%20';
  url.pathname = actual.join('/');
  return `${template[at]}: ${what}`;
}

const BODIES: [string, string, () => string | Uint8Array][] = [
  ['json deep', 'application/json', () => Object.values(DEEP_TEXTS)[0]!],
  ['json proto', 'application/json', () => '{"__proto__":{"fuzzPolluted":true},"constructor":{"prototype":{"fuzzPolluted":true}}}'], // prettier-ignore
  ['json broken', 'application/json', () => '{"a":'],
  ['json NaN', 'application/json', () => '{"exportId":NaN}'],
  ['json array', 'application/json', () => '[1,2,3]'],
  ['json number', 'application/json', () => '9007199254740993'],
  ['json huge', 'application/json', () => JSON.stringify({ exportId: 'x'.repeat(300_000) })],
  ['form junk', 'application/x-www-form-urlencoded', () => `a=${'%00'.repeat(100)}&__proto__[x]=1`], // prettier-ignore
  ['text', 'text/plain', () => 'hello'],
  ['binary', 'application/octet-stream', () => new Uint8Array([0, 0xff, 0xfe, 0xc3, 0x28])],
  ['binary huge', 'application/octet-stream', () => new Uint8Array(20 * 1024 * 1024)],
  ['multipart', 'multipart/form-data; boundary=x', () => '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'], // prettier-ignore
];

const HEADERS: [string, string, string][] = [
  ['token long', 'x-api-token', 'x'.repeat(8000)],
  ['token junk', 'x-api-token', "' or 1=1 --"],
  ['language junk', 'accept-language', 'zz;q=NaN, *;q=-1, ' + 'el,'.repeat(300)],
  ['content-length lie', 'content-type', 'application/json; charset=utf-7'],
];

/** A request of `kind` for `row`, from the matrix's known request. */
export function routeRequest(
  row: RouteRow,
  known: { path: string; init?: RequestInit },
  kind: PayloadKind,
  rng: Random,
): RouteRequest {
  const url = new URL(known.path, 'http://fuzz.invalid');
  const headers: Record<string, string> = { 'accept-language': 'en' };
  for (const [k, v] of new Headers(known.init?.headers)) headers[k] = v;
  let body = known.init?.body as string | Uint8Array | undefined;
  let mutation = 'as known';
  if (kind !== 'valid') {
    const op = rng.int(kind === 'near' ? 3 : 5);
    if (op === 0) mutation = mutateQuery(url, rng);
    else if (op === 1) mutation = mutatePath(row, url, rng) ?? mutateQuery(url, rng);
    else if ((op === 2 || op === 3) && row.method === 'POST') {
      const [what, type, make] = rng.pick(BODIES);
      headers['content-type'] = type;
      body = make();
      mutation = `body ${what}`;
    } else {
      const [what, name, value] = rng.pick(HEADERS);
      headers[name] = value;
      mutation = `header ${what}`;
    }
  }
  const method = row.method;
  return { method, path: `${url.pathname}${url.search}`, headers, body, mutation };
}
