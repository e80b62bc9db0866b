import type { ExportProgress } from '@kokpit/shared';
import { parse } from 'csv-parse/sync';
import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildStudent, buildUser } from '../../test/factories.js';
import { plantHiddenMarkers } from '../admin/admin-test-support.js';
import { signInToken } from '../../test/learning.js';
import { createTestDatabase, testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

/** Texts that break naive writers: separators, quotes, new lines, Greek, PHP and SQL escapes. */
const TRICKY = [
  'Απλό κείμενο',
  'comma, inside',
  'semi; colon',
  'quote " double',
  "it's O'Brien",
  "back\\slash \\' mix",
  'line one\nline two',
  '$var {braces} <?php',
  '',
];
const ROWS = 2_345;
const COLUMNS = [
  'id',
  'user_id',
  'name',
  'email',
  'subject',
  'text',
  'lang',
  'created_at',
  'handled_at',
];
const hasPhp = (() => {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe(`exports of a list on ${testDialect()}`, () => {
  let server: TestServer;
  let token: string;
  let dir: string;
  const query = {
    table: 'contact_messages',
    filters: [{ column: 'lang', op: 'equals', value: 'el' }],
    search: '',
    sort: { column: 'created_at', direction: 'desc' },
  };

  beforeAll(async () => {
    server = await startTestServer();
    token = await signInToken(server, await buildUser(server.ctx.db, { roles: ['administrator'] }));
    dir = mkdtempSync(join(tmpdir(), 'kokpit-export-'));
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      user_id: null,
      name: `Όνομα ${i}`,
      email: `p${i}@example.test`,
      subject: TRICKY[i % TRICKY.length]!,
      text: `${TRICKY[(i + 3) % TRICKY.length]} #${i}`,
      lang: i % 5 === 0 ? 'en' : 'el',
      // Ties on purpose: the key orders them.
      created_at: 1_700_000_000_000 + Math.floor(i / 3) * 1000,
      handled_at: i % 4 === 0 ? null : 1_700_000_500_000 + i,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await server.ctx.db
        .insertInto('contact_messages')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The rows the list shows, read directly: filter lang = el, newest first, then the key. */
  async function expected(): Promise<Record<string, unknown>[]> {
    return server.ctx.db
      .selectFrom('contact_messages')
      .select(COLUMNS as never[])
      .where('lang', '=', 'el')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute() as Promise<Record<string, unknown>[]>;
  }

  async function download(body: Record<string, unknown>, auth: string | null = token) {
    const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(auth ? { 'x-api-token': auth } : {}) },
      body: JSON.stringify({ exportId: 'test', query, ...body }),
    });
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

  it('CSV: UTF-8 with a BOM, comma or semicolon, read back by a CSV parser equal to the rows', async () => {
    const want = await expected();
    expect(want.length).toBeGreaterThan(1000);
    for (const delimiter of [',', ';']) {
      const { res, bytes } = await download({ format: 'csv', delimiter });
      expect(res.headers.get('content-type')).toContain('text/csv');
      // Written past Fastify's reply (export.routes.ts), still with every reply's headers.
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = parse(bytes, { bom: true, delimiter }) as string[][];
      expect(records[0]).toEqual(COLUMNS);
      expect(records.slice(1)).toEqual(want.map((r) => COLUMNS.map((c) => asText(r[c]))));
    }
  });

  it('xlsx: read back by exceljs equal to the rows', async () => {
    const want = await expected();
    const { res, bytes } = await download({ format: 'xlsx' });
    expect(res.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: false }, (row) => {
      values.push(COLUMNS.map((_, i) => row.getCell(i + 1).value ?? null));
    });
    expect(values[0]).toEqual(COLUMNS);
    expect(values.slice(1)).toEqual(
      want.map((r) => COLUMNS.map((c) => (r[c] === '' ? null : (r[c] ?? null)))),
    );
  });

  it('SQL: INSERT statements for the running dialect, loaded into a fresh database', async () => {
    const want = await expected();
    const { bytes } = await download({ format: 'sql' });
    const script = bytes.toString('utf8');
    const fresh = await createTestDatabase();
    try {
      if (fresh.databaseUrl.startsWith('sqlite:')) {
        await fresh.handle.close();
        const file = fresh.databaseUrl.slice('sqlite:'.length);
        const db = new Database(file);
        db.exec(script);
        const got = db
          .prepare(
            `select ${COLUMNS.join(', ')} from contact_messages order by created_at desc, id desc`,
          )
          .all();
        db.close();
        expect(got).toEqual(want);
      } else {
        const client = new pg.Client({ connectionString: fresh.databaseUrl });
        await client.connect();
        await client.query(`set search_path to ${fresh.schema}`);
        await client.query(script);
        const got = await client.query(
          `select ${COLUMNS.join(', ')} from contact_messages order by created_at desc, id desc`,
        );
        await client.end();
        expect(
          got.rows.map((r: Record<string, unknown>) => ({
            ...r,
            created_at: Number(r.created_at),
            handled_at: r.handled_at === null ? null : Number(r.handled_at),
          })),
        ).toEqual(want);
      }
    } finally {
      await fresh.cleanup().catch(() => undefined);
    }
  });

  it.skipIf(!hasPhp)(
    'PHP: an array `php -l` accepts and `php -r` reads back equal to the rows',
    async () => {
      const want = await expected();
      const { bytes } = await download({ format: 'php' });
      const file = join(dir, 'export.php');
      writeFileSync(file, bytes);
      expect(execFileSync('php', ['-l', file]).toString()).toContain('No syntax errors');
      const json = execFileSync('php', ['-r', `echo json_encode(require '${file}');`], {
        maxBuffer: 64 * 1024 * 1024,
      }).toString();
      expect(JSON.parse(json)).toEqual(want);
    },
  );

  it('reads the PHP export back wherever every suite must run (npm test installs php-cli)', () => {
    if (hasPhp) return;
    console.warn('php-cli is not installed: the PHP export was not read back');
    expect(process.env.KOKPIT_REQUIRE_ALL, 'php-cli missing in a run that requires all').not.toBe(
      '1',
    );
  });

  it('stops reading the moment the download goes away, in every format', async () => {
    // 4,000 rows of 6 KB that do not compress: 24 MB, more than the sockets between could hold,
    // so an export that did not stop would still be running (or stuck) when the client left.
    const bulky = Array.from({ length: 4000 }, (_, i) => ({
      user_id: null,
      name: `Bulky ${i}`,
      email: `b${i}@example.test`,
      subject: 'bulky',
      text: randomBytes(4500).toString('base64'),
      lang: 'sq',
      created_at: 1_700_000_000_000 + i,
      handled_at: null,
    }));
    for (let i = 0; i < bulky.length; i += 250) {
      await server.ctx.db
        .insertInto('contact_messages')
        .values(bulky.slice(i, i + 250))
        .execute();
    }
    const op = await buildUser(server.ctx.db, { roles: ['administrator'] });
    const opToken = await signInToken(server, op);
    const socket = await server.connect('/admin', { token: opToken, lang: 'en' });
    const pushes: ExportProgress[] = [];
    socket.on('export-progress', (p: ExportProgress) => pushes.push(p));
    const lastPush = (exportId: string) =>
      new Promise<ExportProgress>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${exportId} never ended`)), 20_000);
        const check = () => {
          const end = pushes.find((p) => p.exportId === exportId && p.done);
          if (!end) return;
          clearTimeout(timer);
          socket.off('export-progress', check);
          resolve(end);
        };
        socket.on('export-progress', check);
        check();
      });
    const bulkyQuery = {
      table: 'contact_messages',
      filters: [{ column: 'lang', op: 'equals', value: 'sq' }],
      search: '',
    };
    for (const format of ['csv', 'xlsx', 'sql', 'php']) {
      const exportId = `gone-${format}`;
      const download = new AbortController();
      const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': opToken },
        body: JSON.stringify({
          exportId,
          format,
          query: {
            table: 'contact_messages',
            filters: [{ column: 'lang', op: 'equals', value: 'sq' }],
            search: '',
          },
        }),
        signal: download.signal,
      });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('x-export-total'))).toBe(bulky.length);
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      download.abort();
      const end = await lastPush(exportId);
      expect(end, format).toMatchObject({ cancelled: true, total: bulky.length });
      expect(end.rows, format).toBeLessThan(bulky.length);
    }

    const start = (exportId: string, signal: AbortSignal) =>
      fetch(`${server.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': opToken },
        body: JSON.stringify({ exportId, format: 'csv', query: bulkyQuery }),
        signal,
      });
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

    // Read slowly, the file passes through the ring's slots many times over, each written out
    // before it is filled again: the same bytes as read at full speed.
    const fast = Buffer.from(
      await (await start('fast', new AbortController().signal)).arrayBuffer(),
    );
    expect(fast.length).toBeGreaterThan(20 * 2 ** 20);
    const slowReader = (await start('slow', new AbortController().signal)).body!.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const { done, value } = await slowReader.read();
      if (done) break;
      parts.push(value);
      // A reader that is slow on purpose: pacing, not a wait for anything.
      // eslint-disable-next-line kokpit/no-fixed-wait -- the slowness is what this case tests
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(sha(Buffer.concat(parts))).toBe(sha(fast));

    // Two downloads nobody reads hold the node's two export threads; a third waits its turn,
    // and its operator leaves before it starts: it must never read a row.
    const held = [new AbortController(), new AbortController()];
    const holding = await Promise.all(held.map((c, i) => start(`held-${i}`, c.signal)));
    expect(holding.map((r) => r.status)).toEqual([200, 200]);
    // An export is audited just before it waits for a thread: the third's entry says it waits.
    const csvExports = async () =>
      (
        await server.ctx.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('action', '=', 'admin.export.csv')
          .executeTakeFirstOrThrow()
      ).n;
    const auditedBefore = Number(await csvExports());
    const queued = new AbortController();
    const third = start('queued', queued.signal).catch((e: unknown) => e);
    await vi.waitFor(async () => expect(Number(await csvExports())).toBe(auditedBefore + 1), {
      timeout: 30_000,
    });
    queued.abort();
    expect(await third).toBeInstanceOf(Error);
    for (const c of held) c.abort();
    expect(await lastPush('queued')).toMatchObject({ cancelled: true, rows: 0 });
    socket.disconnect();
    await server.ctx.db.deleteFrom('contact_messages').where('lang', '=', 'sq').execute();
  });

  it('an export whose thread fails before its first bytes answers with an error, not a file', async () => {
    // The thread opens a connection of its own: pointed nowhere, it fails before any row.
    const config = server.ctx.config;
    const nowhere = config.DATABASE_URL.startsWith('sqlite:')
      ? `sqlite:${join(dir, 'missing', 'none.db')}`
      : 'postgres://postgres@127.0.0.1:1/none';
    server.ctx.config = { ...config, DATABASE_URL: nowhere };
    try {
      const { res, bytes } = await download({ format: 'csv' });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toContain('application/json');
      const envelope = JSON.parse(bytes.toString()) as { isPositive: boolean; message: string };
      expect(envelope.isPositive).toBe(false);
      expect(envelope.message).not.toMatch(/thread|none\.db|127\.0\.0\.1|at /);
    } finally {
      server.ctx.config = config;
    }
    // And the next export runs as ever.
    const { res } = await download({ format: 'csv' });
    expect(res.status).toBe(200);
  });

  it('never exports a hidden column, in any format, and refuses anyone but an operator', async () => {
    // A marker in every kind of hidden column, and the secrets already stored.
    const planted = await plantHiddenMarkers(server.ctx.db);
    expect(planted.secrets.length).toBeGreaterThan(2);
    const markers = [...planted.markers, ...planted.secrets.map((v) => v.slice(-24))];
    const hiddenNames = /password|token|search_text|"subject"|\bsubject\b|details|\bbytes\b/;
    const { default: ExcelJS } = await import('exceljs');
    for (const table of [
      'users',
      'sessions',
      'schools',
      'user_identities',
      'audit_log',
      'pictures',
    ]) {
      for (const format of ['csv', 'xlsx', 'php', 'sql']) {
        const { res, bytes } = await download({
          format,
          query: { table, filters: [], search: '' },
        });
        expect(res.status, `${table} ${format}`).toBe(200);
        let text = bytes.toString('utf8');
        if (format === 'xlsx') {
          const book = new ExcelJS.Workbook();
          await book.xlsx.load(bytes as unknown as ArrayBuffer);
          const cells: string[] = [];
          book.worksheets[0]!.eachRow((row) => {
            row.eachCell((cell) => cells.push(String(cell.value)));
          });
          text = cells.join('\n');
        }
        expect(text.length, `${table} ${format} has rows`).toBeGreaterThan(20);
        for (const marker of markers) expect(text, `${table} ${format}`).not.toContain(marker);
        // Nor are the hidden columns named (the SQL export's column lists included).
        expect(text, `${table} ${format} column names`).not.toMatch(hiddenNames);
      }
    }

    const student = await signInToken(server, await buildStudent(server.ctx.db));
    for (const auth of [null, student, 'nonsense']) {
      const { res, bytes: refused } = await download({ format: 'csv' }, auth);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(JSON.parse(refused.toString()).isPositive).toBe(false);
    }
  });
});
