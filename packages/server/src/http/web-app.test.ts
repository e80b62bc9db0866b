import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

describe('serving the built web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    const web = join(process.env.TMPDIR ?? '/tmp', `kokpit-web-${Date.now()}`);
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(
      join(web, 'index.html'),
      '<!doctype html><title>Kokpit</title><div id="root"></div>',
    );
    const js = 'console.log("kokpit");'.repeat(100);
    writeFileSync(join(web, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(web, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(join(web, 'sw.js'), 'self.addEventListener("install", () => {});');
    server = await startTestServer({ WEB_DIST: web }, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('answers every route of the app with the shell (history mode), never cached', async () => {
    for (const path of [
      '/',
      '/el',
      '/en/student/statistics',
      '/ru/page/terms-of-use',
      '/sq/test/12',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets compressed and cacheable for a year; the service worker always fresh', async () => {
    const asset = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('vary')).toBe('accept-encoding');
    expect(await asset.text()).toContain('kokpit');
    const plain = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with 404 instead of the shell', async () => {
    const res = await fetch(`${server.url}/assets/index-old999.js`);
    expect(res.status).toBe(404);
  });

  it('keeps API misses as envelopes and security headers on pages', async () => {
    const api = await fetch(`${server.url}/api/kokpit/v1.0/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { isPositive: boolean }).isPositive).toBe(false);
    const page = await fetch(`${server.url}/el`);
    expect(page.headers.get('x-frame-options')).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
