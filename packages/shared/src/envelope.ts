/** The result envelope of SPEC §3: every REST and realtime reply has this shape. */
export interface Envelope<T = unknown> {
  isPositive: boolean;
  code: number;
  message: string;
  /** Developer detail; empty in production. */
  debugMessage: string;
  data: T;
}

/**
 * Reply codes. The realtime auth codes (400–409) are fixed by SPEC §8; the rest are ours and
 * listed in docs/API.md.
 */
export const ResultCode = {
  ok: 200,
  invalidCredentials: 400,
  alreadyAuthenticated: 401,
  maxSessions: 402,
  notAuthenticated: 403,
  insufficientPermissions: 404,
  general: 409,
  notFound: 410,
  validation: 422,
  rateLimited: 429,
  internal: 500,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export function positive<T>(data: T, message = ''): Envelope<T> {
  return { isPositive: true, code: ResultCode.ok, message, debugMessage: '', data };
}

export function negative<T = Record<string, never>>(
  code: number,
  message: string,
  debugMessage = '',
  data?: T,
): Envelope<T> {
  return {
    isPositive: false,
    code,
    message,
    debugMessage,
    data: (data ?? {}) as T,
  };
}

/** True when a value has the envelope's shape (used by clients and tests). */
export function isEnvelope(value: unknown): value is Envelope {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.isPositive === 'boolean' &&
    typeof v.code === 'number' &&
    typeof v.message === 'string' &&
    typeof v.debugMessage === 'string' &&
    typeof v.data === 'object' &&
    v.data !== null
  );
}
