import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { addressMatcher } from './address-list.js';

/*
 * `/metrics` answers only the addresses of METRICS_ALLOW (issue 29 item 9): loopback unless
 * set, so Prometheus on the node's machine reads it and a client through the proxy (its
 * address forwarded by a trusted proxy) or from anywhere else gets "not found".
 */

describe('who may read /metrics', () => {
  it('matches addresses, ranges and named ranges, IPv4 seen as IPv6 included', () => {
    const loopback = addressMatcher(['loopback']);
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(loopback(a), a).toBe(true);
    }
    for (const a of ['10.0.0.5', '203.0.113.9', '::ffff:203.0.113.9', 'fe80::1', '', 'x']) {
      expect(loopback(a), a).toBe(false);
    }
    const scrapers = addressMatcher(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
    expect(['10.20.30.40', '192.0.2.7', 'fd00::5'].map(scrapers)).toEqual([true, true, true]);
    expect(['192.0.2.8', '11.0.0.1', '127.0.0.1'].map(scrapers)).toEqual([false, false, false]);
  });

  it('is configured as a list of addresses, loopback unless said, and checked at start', () => {
    expect(loadConfig({}).METRICS_ALLOW).toEqual(['loopback']);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, ::1' }).METRICS_ALLOW).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => loadConfig({ METRICS_ALLOW: 'prometheus.local' })).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/40' })).toThrow(/METRICS_ALLOW/);
  });
});

describe(`/metrics on a node on ${testDialect()}`, () => {
  let loopbackOnly: TestServer;
  let scrapersOnly: TestServer;
  beforeAll(async () => {
    // Behind a proxy on this machine, which forwards each client's address.
    loopbackOnly = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1' }, { seedContent: false });
    scrapersOnly = await startTestServer(
      { TRUSTED_PROXIES: '127.0.0.1', METRICS_ALLOW: '10.0.0.0/8' },
      { seedContent: false },
    );
  });
  afterAll(async () => {
    await loopbackOnly?.stop();
    await scrapersOnly?.stop();
  });

  const metrics = async (server: TestServer, from?: string) => {
    const res = await fetch(`${server.url}/metrics`, {
      headers: from ? { 'x-forwarded-for': from } : {},
    });
    return { status: res.status, text: await res.text() };
  };

  it('answers loopback by default and no one else', async () => {
    const local = await metrics(loopbackOnly);
    expect(local.status).toBe(200);
    expect(local.text).toContain('kokpit_sockets');
    for (const from of ['203.0.113.9', '10.0.0.5', '2001:db8::1']) {
      const r = await metrics(loopbackOnly, from);
      expect(r.status, from).toBe(404);
      expect(r.text, from).not.toContain('kokpit_');
    }
  });

  it('answers only the listed addresses when METRICS_ALLOW names them', async () => {
    expect((await metrics(scrapersOnly)).status).toBe(404);
    expect((await metrics(scrapersOnly, '203.0.113.9')).status).toBe(404);
    const scraper = await metrics(scrapersOnly, '10.1.2.3');
    expect(scraper.status).toBe(200);
    expect(scraper.text).toContain('kokpit_sockets');
    // The probes stay open to every address.
    expect((await fetch(`${scrapersOnly.url}/healthz`)).status).toBe(200);
  });
});
