import type { ContentImportStartedView, ImportProgress } from '@kokpit/shared';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudent, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { sampleContentPath } from '../content/content-importer.js';

describe(`content import from the back office on ${testDialect()}`, () => {
  let server: TestServer;
  let admin: Socket;
  const root = mkdtempSync(join(tmpdir(), 'kokpit-import-root-'));
  const outside = mkdtempSync(join(tmpdir(), 'kokpit-import-outside-'));

  beforeAll(async () => {
    // A copy of the sample pack inside the allowed root, one question's English text changed.
    cpSync(sampleContentPath(), join(root, 'pack'), { recursive: true });
    const packFile = join(root, 'pack', 'pack.json');
    const pack = JSON.parse(readFileSync(packFile, 'utf8')) as {
      questions: { text: Record<string, string> }[];
    };
    pack.questions[0]!.text.en = 'What does this sign oblige you to do?';
    writeFileSync(packFile, JSON.stringify(pack));
    cpSync(sampleContentPath(), join(outside, 'pack'), { recursive: true });
    symlinkSync(join(outside, 'pack'), join(root, 'escape'));
    mkdirSync(join(root, 'empty'));

    server = await startTestServer(
      { MAX_SESSIONS: '100', CONTENT_IMPORT_ROOT: root },
      { seedContent: false },
    );
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    admin = await server.connect('/admin', {
      token: await signInToken(server, operator),
      lang: 'en',
    });
  });
  afterAll(async () => server?.stop());

  const db = () => server.ctx.db;

  /** Starts an import and collects its pushes until the last one. */
  async function runImport(payload: object): Promise<ImportProgress[]> {
    const pushes: ImportProgress[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the import did not finish')), 30_000);
      const listener = (p: ImportProgress) => {
        pushes.push(p);
        if (p.done) {
          clearTimeout(timer);
          admin.off('import-progress', listener);
          resolve();
        }
      };
      admin.on('import-progress', listener);
    });
    const started = await emitAck<ContentImportStartedView>(admin, 'content/import', payload);
    expect(started.isPositive, started.message).toBe(true);
    await finished;
    expect(pushes.every((p) => p.importId === started.data.importId)).toBe(true);
    return pushes;
  }

  const count = async (table: 'questions' | 'pictures' | 'question_texts', lang?: string) => {
    let q = db()
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'));
    if (lang) q = q.where('lang' as never, '=', lang as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('imports the sample pack with progress up to 100 and a summary that matches the database', async () => {
    expect(await count('questions')).toBe(0);
    const pushes = await runImport({ source: 'sample' });
    const percents = pushes.map((p) => p.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);
    expect(new Set(pushes.map((p) => p.stage))).toEqual(
      new Set(['reading', 'categories', 'questions', 'pictures', 'done']),
    );
    const last = pushes.at(-1)!;
    expect(last.error).toBeUndefined();
    const summary = last.summary!;
    expect(summary.questions.inserted).toBe(await count('questions'));
    expect(summary.questions.inserted).toBeGreaterThan(100);
    expect(summary.pictures.inserted).toBe(await count('pictures'));
    for (const lang of ['el', 'en', 'ru', 'sq']) {
      expect(summary.languages[lang as 'el']?.added, lang).toBe(
        await count('question_texts', lang),
      );
    }
    const audit = await db()
      .selectFrom('audit_log')
      .select(['details'])
      .where('action', '=', 'admin.content.import')
      .executeTakeFirstOrThrow();
    expect(String(audit.details)).toContain('"inserted"');
  });

  it('a second run changes nothing; a folder under the root updates only what differs', async () => {
    const again = (await runImport({ source: 'sample' })).at(-1)!.summary!;
    expect(again.questions).toMatchObject({ inserted: 0, updated: 0 });
    expect(again.languages).toEqual({});

    const folder = (await runImport({ source: 'folder', path: 'pack' })).at(-1)!.summary!;
    expect(folder.questions).toMatchObject({ inserted: 0, updated: 1 });
    expect(folder.languages).toEqual({ en: { added: 0, updated: 1 } });
    const en = await db()
      .selectFrom('question_texts')
      .select('text')
      .where('lang', '=', 'en')
      .where('text', '=', 'What does this sign oblige you to do?')
      .execute();
    expect(en).toHaveLength(1);
  });

  it('refuses folders outside the allowed root, missing ones and an empty path', async () => {
    for (const path of ['..', '../..', outside, join(root, '..'), 'escape', '/etc']) {
      const r = await emitAck(admin, 'content/import', { source: 'folder', path });
      expect(r.isPositive, path).toBe(false);
      expect(r.message, path).toMatch(/inside the allowed import folder|not found/);
    }
    const missing = await emitAck(admin, 'content/import', { source: 'folder', path: 'nope' });
    expect(missing.message).toBe('Folder was not found!');
    const empty = await emitAck(admin, 'content/import', { source: 'folder' });
    expect(empty.message).toBe('Field Folder is required');
    // A folder inside the root that holds no content fails in the background, changing nothing.
    const failed = (await runImport({ source: 'folder', path: 'empty' })).at(-1)!;
    expect(failed.error).toMatch(/^The import failed and nothing was changed/);
  });

  it('refuses non-operators', async () => {
    const student = await buildStudent(db());
    await expect(
      server.connect('/admin', { token: await signInToken(server, student) }),
    ).rejects.toThrow();
    const socket = await server.connect('/student', { token: await signInToken(server, student) });
    const r = await emitAck(socket, 'content/import', { source: 'sample' });
    expect(r.isPositive).toBe(false);
  });
});
