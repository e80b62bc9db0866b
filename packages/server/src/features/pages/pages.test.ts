import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { infoPageSlugs, LANGUAGES } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { pagesPath, parsePageFile, readPageFiles, seedInfoPages } from './pages-seed.js';

describe('page files', () => {
  it('parse front matter and body', () => {
    const page = parsePageFile('x', 'en', '---\ntitle: Hello\nsummary: A page\n---\n\n## Body\n');
    expect(page).toEqual({
      slug: 'x',
      lang: 'en',
      title: 'Hello',
      summary: 'A page',
      body: '## Body',
    });
    expect(() => parsePageFile('x', 'en', 'no front matter')).toThrow();
  });

  it('the product ships every information page of §2 in all four languages', () => {
    const files = readPageFiles(pagesPath(), 'kokpit');
    for (const slug of infoPageSlugs('kokpit')) {
      for (const lang of LANGUAGES) {
        const page = files.find((f) => f.slug === slug && f.lang === lang);
        expect(page, `${slug}.${lang}`).toBeDefined();
        expect(page!.body.length, `${slug}.${lang}`).toBeGreaterThan(400);
      }
    }
  });
});

describe(`information pages on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('page answers a page in the asked language and Greek by default', async () => {
    const socket = await server.connect('/app');
    const en = await emitAck<{ title: string; lang: string; body: string }>(socket, 'page', {
      slug: 'privacy-policy',
      lang: 'en',
    });
    expect(en.isPositive).toBe(true);
    expect(en.data.lang).toBe('en');
    expect(en.data.body).toContain('scrypt');
    const el = await emitAck<{ lang: string }>(socket, 'page', { slug: 'terms-of-use' });
    expect(el.data.lang).toBe('el');
    socket.disconnect();
  });

  it('an unknown slug is not found; pages lists all nineteen', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const missing = await emitAck(socket, 'page', { slug: 'no-such-page' });
    expect(missing).toMatchObject({ isPositive: false, code: 410, message: 'Not found.' });
    const list = await emitAck<{ pages: { slug: string }[] }>(socket, 'pages');
    expect(list.data.pages.map((p) => p.slug).sort()).toEqual(infoPageSlugs('kokpit').sort());
    socket.disconnect();
  });

  it('seeding again never overwrites an operator edit', async () => {
    await server.ctx.db
      .updateTable('info_pages')
      .set({ title: 'Edited' })
      .where('slug', '=', 'driver-check')
      .where('lang', '=', 'en')
      .execute();
    const dir = mkdtempSync(join(tmpdir(), 'pages-'));
    writeFileSync(join(dir, 'driver-check.en.md'), '---\ntitle: Shipped\n---\nbody');
    expect(await seedInfoPages(server.ctx.db, 'kokpit', dir)).toBe(0);
    const row = await server.ctx.db
      .selectFrom('info_pages')
      .select('title')
      .where('slug', '=', 'driver-check')
      .where('lang', '=', 'en')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Edited');
  });
});
