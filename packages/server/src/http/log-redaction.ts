import type { FastifyRequest } from 'fastify';

const REDACTED = '[redacted]';

/** A key whose value is a credential: password, clientSecret, token, X-Api-Token, … */
export function isSecretKey(key: string): boolean {
  return /password|secret|token/i.test(key);
}

/**
 * Query parameters that carry a one-time secret under a plain name: a mailed reset link's
 * `reset`, a teacher's `invite`, a social sign-in's `ticket`, and the provider's `code` and
 * `state` on the callback. Any of them in a log would let its reader in; the links now carry
 * them in the fragment, which never reaches a server, but a link mailed earlier still sends
 * them in the query.
 */
const ONE_TIME_PARAMS = ['reset', 'invite', 'ticket', 'code', 'state'];

// `name=value` where the name carries a secret, in a query string or anywhere in a message
// (a name ending in one of those words, or exactly a one-time parameter after `?`, `&` or `#`).
const SECRET_PARAM = new RegExp(
  `([\\w.%-]*(?:password|secret|token)[\\w.%-]*=|(?<=[?&#;])(?:${ONE_TIME_PARAMS.join('|')})=)[^&\\s#"']*`,
  'gi',
);

/** The text with the values of secret-bearing query parameters replaced. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_PARAM, `$1${REDACTED}`);
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A copy of a log payload with secrets out: values under secret-bearing keys are replaced and
 * strings lose secret query values (a message may quote a URL). Only plain objects and arrays
 * are walked (an error or a request goes to its serializer below), to a bounded depth.
 */
export function redactLogObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactUrl(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => redactLogObject(v, depth + 1));
  if (!isPlainObject(value)) return value;
  // fromEntries defines own properties, so a `__proto__` key stays a key.
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      isSecretKey(key) && v !== undefined ? REDACTED : redactLogObject(v, depth + 1),
    ]),
  );
}

/** What a request log line says about the request: no query secrets, no headers. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** An error as a log line shows it; Fastify's own errors quote the URL in their message. */
function serializeError(error: unknown): {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
} {
  const e = error instanceof Error ? error : new Error(String(error));
  const { code, statusCode } = e as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: e.name,
    message: redactUrl(e.message),
    stack: redactUrl(e.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
  };
}

/**
 * Pino options for the server's logger: the level, an optional destination (tests read it), the
 * serializers and a last pass over every payload, so a secret that reaches a log call by any
 * path (a query, an error message, a logged object) is written as `[redacted]`.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream) {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: serializeRequest, err: serializeError },
    formatters: {
      log: (object: Record<string, unknown>) => redactLogObject(object) as Record<string, unknown>,
    },
  };
}
