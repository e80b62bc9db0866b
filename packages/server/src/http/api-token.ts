import type { FastifyRequest } from 'fastify';

/** The `X-Api-Token` header (a session token on a REST call), if any. */
export function apiToken(request: FastifyRequest): string | undefined {
  const value = request.headers['x-api-token'];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
