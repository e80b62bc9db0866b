import type { FolderView, MediaFileView } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildStudent, buildUser } from '../../test/factories.js';
import { signInToken } from '../../test/learning.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

const FS_ERROR = 'File system error: the path is not allowed.';
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);

/** Ways out of the root (or names that are not what they look like), each refused. */
const TRAVERSALS = [
  '..',
  '../',
  '../../etc/passwd',
  'signs/../..',
  './signs',
  '.',
  '/etc',
  '/',
  '//server/share',
  'C:\\Windows',
  '..\\..\\etc',
  'signs\\..',
  '%2e%2e',
  '%2e%2e%2fetc',
  '..%2f',
  '%2F',
  '..%5c',
  '%252e%252e',
  'signs%00',
  'signs\u0000',
  '\u2024\u2024',
  '\uff0e\uff0e',
  'signs\u2215..',
  'signs\uff0f..',
  '~',
  '~root',
  'link->etc',
  '.hidden',
  'signs//x',
  'signs/',
];

describe(`the file browser on ${testDialect()}`, () => {
  let server: TestServer;
  let admin: Socket;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    const operator = await buildUser(server.ctx.db, { roles: ['administrator'] });
    token = await signInToken(server, operator);
    admin = await server.connect('/admin', { token, lang: 'en' });
  });
  afterAll(async () => server?.stop());

  async function upload(folder: string, name: string, bytes: Buffer = PNG, auth = token) {
    const q = new URLSearchParams({ folder, name, lang: 'en' });
    const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/files?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-api-token': auth },
      body: bytes,
    });
    return (await res.json()) as { isPositive: boolean; message: string; data: MediaFileView };
  }

  it('creates folders, uploads pictures into them and lists them with previews', async () => {
    const made = await emitAck<FolderView>(admin, 'files/folder-create', {
      parent: '',
      name: 'signs',
    });
    expect(made).toMatchObject({ isPositive: true, data: { folder: 'signs', files: [] } });
    await emitAck(admin, 'files/folder-create', { parent: 'signs', name: 'warning' });
    const up = await upload('signs', 'stop-1.png');
    expect(up).toMatchObject({ isPositive: true, data: { name: 'stop-1.png', size: PNG.length } });
    const list = await emitAck<FolderView>(admin, 'files/list', { folder: 'signs' });
    expect(list.data.folders).toEqual(['warning']);
    expect(list.data.files.map((f) => f.name)).toEqual(['stop-1.png']);
    const served = await fetch(`${server.url}${list.data.files[0]!.url}`);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const root = await emitAck<FolderView>(admin, 'files/list', {});
    expect(root.data.folders).toContain('signs');
  });

  it('refuses a name taken, a wrong type, bytes that are not the picture they claim', async () => {
    await upload('', 'taken.png');
    expect(await upload('', 'taken.png')).toMatchObject({
      isPositive: false,
      message: 'A file with this name already exists.',
    });
    expect(await upload('', 'x.svg', Buffer.from('<svg/>'))).toMatchObject({
      isPositive: false,
      message: 'Only PNG, JPEG, GIF and WebP pictures can be uploaded, with a matching extension.',
    });
    expect((await upload('', 'fake.png', Buffer.from('GIF89a-not-a-png'))).isPositive).toBe(false);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('', 'big.png', big)).isPositive).toBe(false);
  });

  it.each(TRAVERSALS)('refuses the path %j everywhere with the file-system error', async (path) => {
    const calls = [
      emitAck(admin, 'files/list', { folder: path }),
      emitAck(admin, 'files/folder-create', { parent: path, name: 'x' }),
      emitAck(admin, 'files/folder-create', { parent: '', name: path }),
      emitAck(admin, 'files/folder-delete', { path }),
      emitAck(admin, 'files/rename', { name: 'taken.png', to: path }),
      emitAck(admin, 'files/rename', { name: `${path}.png`, to: 'ok.png' }),
      emitAck(admin, 'files/delete', { name: path }),
      emitAck(admin, 'files/attach', { question: 1, name: path }),
    ];
    for (const r of await Promise.all(calls)) {
      expect(r).toMatchObject({ isPositive: false, message: FS_ERROR });
    }
    expect(await upload(path, 'ok.png')).toMatchObject({ isPositive: false, message: FS_ERROR });
    expect(await upload('', path)).toMatchObject({ isPositive: false, message: FS_ERROR });
  });

  it('nothing a traversal tried was stored', async () => {
    const names = await server.ctx.db.selectFrom('pictures').select('name').execute();
    expect(
      names.map((n) => n.name).filter((n) => !/^[a-z0-9][a-z0-9_-]*\.[a-z]+$/.test(n)),
    ).toEqual([]);
    const folders = await server.ctx.db.selectFrom('media_folders').select('path').execute();
    expect(folders.map((f) => f.path).sort()).toEqual(['signs', 'signs/warning']);
  });

  it('renames a picture with the questions that show it, attaches and refuses to delete it in use', async () => {
    await upload('signs', 'yield.png');
    const question = await server.ctx.db
      .selectFrom('questions')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(
      await emitAck(admin, 'files/attach', { question: question.id, name: 'yield.png' }),
    ).toMatchObject({ isPositive: true });
    const renamed = await emitAck<FolderView>(admin, 'files/rename', {
      name: 'yield.png',
      to: 'give-way.png',
    });
    expect(renamed.data.files.map((f) => f.name)).toContain('give-way.png');
    const row = await server.ctx.db
      .selectFrom('questions')
      .select('photo')
      .where('id', '=', question.id)
      .executeTakeFirstOrThrow();
    expect(row.photo).toBe('give-way.png');
    expect(await emitAck(admin, 'files/delete', { name: 'give-way.png' })).toMatchObject({
      isPositive: false,
    });
    await emitAck(admin, 'files/attach', { question: question.id, name: null });
    expect(await emitAck(admin, 'files/delete', { name: 'give-way.png' })).toMatchObject({
      isPositive: true,
    });
    expect(await emitAck(admin, 'files/folder-delete', { path: 'signs' })).toMatchObject({
      isPositive: false,
    });
    expect(await emitAck(admin, 'files/folder-delete', { path: 'signs/warning' })).toMatchObject({
      isPositive: true,
    });
  });

  it('refuses uploads by anyone but an operator', async () => {
    const student = await buildStudent(server.ctx.db);
    const school = await buildSchool(server.ctx.db);
    for (const auth of [
      await signInToken(server, student),
      await signInToken(server, school),
      'nonsense',
    ]) {
      expect((await upload('', 'intruder.png', PNG, auth)).isPositive).toBe(false);
    }
    const found = await server.ctx.db
      .selectFrom('pictures')
      .select('name')
      .where('name', '=', 'intruder.png')
      .execute();
    expect(found).toEqual([]);
  });
});
