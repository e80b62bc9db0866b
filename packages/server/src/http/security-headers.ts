import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

/** HSTS for replies to requests that came over HTTPS (a year, subdomains included). */
export const HSTS_HEADER = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of every reply, computed once by running helmet against a recording
 * response. One list serves the routes, the not-found handler and the framework's early errors
 * (a bad URL, an over-long path or query), which never reach a hook. HSTS is left out here: it
 * is added per request, only when the request came over HTTPS.
 */
export function securityHeaders(shellScripts: string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...shellScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'https:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Agrees with frame-ancestors 'none': no page may frame this one, not even our own.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  middleware({} as IncomingMessage, recorder, () => undefined);
  return headers;
}
