import { request } from 'node:http';
import { isEnvelope, ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../test/test-database.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

interface RawReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** A GET with the path sent exactly as written (fetch would normalise or refuse some). */
function rawGet(server: TestServer, path: string, headers: Record<string, string> = {}) {
  return new Promise<RawReply>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: server.port, path, method: 'GET', headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // left as text: the assertion on the envelope says what went wrong
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function expectSecured(reply: RawReply): void {
  expect(isEnvelope(reply.body)).toBe(true);
  expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(reply.headers['x-frame-options']).toBe('DENY');
  expect(reply.headers['x-content-type-options']).toBe('nosniff');
}

describe(`the framework's early errors on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('a malformed URL answers a 400 envelope with the security headers', async () => {
    const r = await rawGet(server, '/api/kokpit/v1.0/%');
    expect(r.status).toBe(400);
    expectSecured(r);
    expect(r.body).toMatchObject({ isPositive: false, code: ResultCode.validation });
  });

  it('an over-long path parameter answers 414 without echoing the path', async () => {
    const name = 'p'.repeat(300);
    const r = await rawGet(server, `/media/pictures/${name}`);
    expect(r.status).toBe(414);
    expectSecured(r);
    expect(JSON.stringify(r.body)).not.toContain(name);
  });

  it('an over-long query answers 431 with an envelope and the security headers', async () => {
    const r = await rawGet(server, `/api/kokpit/v1.0/user/info?x=${'q'.repeat(20_000)}`);
    expect(r.status).toBe(431);
    expectSecured(r);
  });

  it('ordinary replies carry the same headers and no HSTS over plain HTTP', async () => {
    const r = await rawGet(server, '/api/kokpit/v1.0/user/info');
    expectSecured(r);
    expect(r.headers['strict-transport-security']).toBeUndefined();
    // An untrusted peer cannot claim HTTPS.
    const claimed = await rawGet(server, '/api/kokpit/v1.0/user/info', {
      'x-forwarded-proto': 'https',
    });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const missing = await rawGet(server, '/api/kokpit/v1.0/nope');
    expect(missing.status).toBe(404);
    expectSecured(missing);
  });

  it("Socket.IO's own HTTP replies carry the headers too", async () => {
    const r = await rawGet(server, '/socket.io/?EIO=4&transport=polling');
    expect(r.status).toBe(200);
    expect(r.headers['x-frame-options']).toBe('DENY');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
  });

  it('catalogue keys are own properties: __proto__ is no message', async () => {
    for (const path of [
      '/api/kokpit/v1.0/user/lang?code=__proto__',
      '/api/kokpit/v1.0/user/lang?lang=en&code=__proto__',
      '/api/kokpit/v1.0/user/lang?lang=en&code=toString',
    ]) {
      const r = await rawGet(server, path);
      expect(r.status, path).not.toBe(200);
      expect(r.body, path).toMatchObject({ isPositive: false });
      expect(JSON.stringify(r.body)).not.toContain('__proto__');
    }
  });
});

describe(`HTTPS behind a trusted proxy on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1' }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('HSTS is sent only when the trusted proxy says the request came over HTTPS', async () => {
    const https = await rawGet(server, '/api/kokpit/v1.0/user/info', {
      'x-forwarded-proto': 'https',
    });
    expect(https.headers['strict-transport-security']).toContain('max-age=');
    const http = await rawGet(server, '/api/kokpit/v1.0/user/info');
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const early = await rawGet(server, '/api/kokpit/v1.0/%', { 'x-forwarded-proto': 'https' });
    expect(early.headers['strict-transport-security']).toContain('max-age=');
  });
});
