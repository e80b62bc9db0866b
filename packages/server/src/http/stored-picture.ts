import { negative, ResultCode, sniffImageType, translate } from '@kokpit/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, sendEnvelope } from './rest.js';

/**
 * A picture's own policy: opened on its own (an SVG is a document), it runs nothing, loads
 * nothing and is sandboxed, whatever it holds. It replaces the site's, which lets `'self'` run.
 */
const PICTURE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * Sends a picture kept in the database (a question's, a school's logo) with the type its bytes
 * are: never the type stored beside them, which an import or a record edit may have set to
 * `text/html` or `text/javascript`. Bytes that are no picture answer "not found". With `?v=`
 * matching its hash the reply is cacheable for a year; without, for `maxAge` with an ETag.
 */
export function sendStoredPicture(
  request: FastifyRequest<{ Querystring: { v?: string } }>,
  reply: FastifyReply,
  picture: { bytes: Uint8Array; sha256: string } | undefined,
  maxAge: number,
): FastifyReply {
  const type = picture ? sniffImageType(picture.bytes) : null;
  if (!picture || !type) {
    return sendEnvelope(
      reply,
      negative(ResultCode.notFound, translate(requestLanguage(request), 'general.notFound')),
    );
  }
  const etag = `"${picture.sha256.slice(0, 32)}"`;
  const versioned = request.query.v !== undefined && picture.sha256.startsWith(request.query.v);
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', PICTURE_CSP)
    .header('etag', etag)
    .header(
      'cache-control',
      versioned ? 'public, max-age=31536000, immutable' : `public, max-age=${maxAge}`,
    );
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.send(picture.bytes);
}
