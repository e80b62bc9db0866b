import type { AdminAuditEntryView, AdminAuditPageView, FolderView } from '@kokpit/shared';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, wireText, type Operator } from '../admin/admin-test-support.js';

/*
 * The file browser's writes reverted from the audit screen (entity `media`): a deleted picture
 * comes back with its bytes, a rename goes back with the questions showing it, folders come and
 * go; each revert is refused when the files changed since, and is itself revertable.
 */

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANGED_SINCE = /changed since/;

describe(`reverting the file browser's writes on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
    token = (op.socket.auth as { token: string }).token;
  });
  afterAll(async () => server?.stop());

  /** A picture with bytes of its own (so a test can tell one upload from another). */
  async function upload(folder: string, name: string): Promise<Buffer> {
    const bytes = Buffer.concat([PNG_HEAD, randomBytes(64)]);
    const q = new URLSearchParams({ folder, name, lang: 'en' });
    const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/files?${q}`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-api-token': token },
      body: bytes,
    });
    expect(((await res.json()) as { isPositive: boolean }).isPositive).toBe(true);
    return bytes;
  }

  async function served(name: string): Promise<Buffer | number> {
    const res = await fetch(`${server.url}/media/pictures/${name}`);
    return res.ok ? Buffer.from(await res.arrayBuffer()) : res.status;
  }

  async function newest(action: string): Promise<AdminAuditEntryView> {
    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'media' });
    const entry = log.data.entries.find((e) => e.action === action);
    expect(entry, action).toBeDefined();
    return entry!;
  }

  async function revert(id: number) {
    return op.call<AdminAuditEntryView>('audit/revert', { id });
  }

  it('a deleted picture comes back with the same bytes and its folder; reverting that deletes it again', async () => {
    await op.call('files/folder-create', { parent: '', name: 'kept' });
    const bytes = await upload('kept', 'gone.png');
    expect((await op.call('files/delete', { name: 'gone.png' })).isPositive).toBe(true);
    expect((await op.call('files/folder-delete', { path: 'kept' })).isPositive).toBe(true);
    expect(await served('gone.png')).toBe(404);

    const log = await op.call<AdminAuditPageView>('audit/list', { table: 'media' });
    const deleted = log.data.entries.find((e) => e.action === 'admin.media.delete')!;
    expect(deleted).toMatchObject({ key: { name: 'gone.png' }, revertable: true });
    // The bytes stay on the server: the screen gets their size.
    expect(deleted.before).toMatchObject({ name: 'gone.png', folder: 'kept', size: bytes.length });
    expect(deleted.before).not.toHaveProperty('bytes');
    expect(wireText(log)).not.toContain(bytes.toString('base64').slice(0, 24));

    const restored = await revert(deleted.id);
    expect(restored.isPositive, restored.message).toBe(true);
    expect(restored.data).toMatchObject({
      action: 'admin.revert',
      table: 'media',
      revertable: true,
    });
    expect(await served('gone.png')).toEqual(bytes);
    const folder = await op.call<FolderView>('files/list', { folder: 'kept' });
    expect(folder.data.files.map((f) => f.name)).toEqual(['gone.png']);
    expect((await revert(deleted.id)).isPositive).toBe(false);

    // The revert of the revert: the picture goes again, and the folder made for it.
    const again = await revert(restored.data.id);
    expect(again.isPositive, again.message).toBe(true);
    expect(await served('gone.png')).toBe(404);
    expect((await op.call('files/list', { folder: 'kept' })).isPositive).toBe(false);
    const last = await op.call<AdminAuditPageView>('audit/list', { table: 'media' });
    expect(last.data.entries.find((e) => e.id === restored.data.id)!.revertedBy).toBe(
      again.data.id,
    );
    expect((await revert(again.data.id)).isPositive).toBe(true);
    expect(await served('gone.png')).toEqual(bytes);
  });

  it('a deleted picture is not put back over another of the same name', async () => {
    await upload('', 'twice.png');
    await op.call('files/delete', { name: 'twice.png' });
    const deleted = await newest('admin.media.delete');
    const newer = await upload('', 'twice.png');
    const r = await revert(deleted.id);
    expect(r.isPositive).toBe(false);
    expect(r.message).toMatch(CHANGED_SINCE);
    expect(await served('twice.png')).toEqual(newer);
  });

  it('a rename goes back with the questions that show the picture, unless the old name is taken', async () => {
    const bytes = await upload('', 'old-name.png');
    const question = await server.ctx.db
      .selectFrom('questions')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await op.call('files/attach', { question: question.id, name: 'old-name.png' });
    await op.call('files/rename', { name: 'old-name.png', to: 'new-name.png' });
    const renamed = await newest('admin.media.rename');
    expect(renamed).toMatchObject({
      key: { name: 'old-name.png' },
      before: { name: 'old-name.png' },
      after: { name: 'new-name.png' },
      revertable: true,
    });
    const back = await revert(renamed.id);
    expect(back.isPositive, back.message).toBe(true);
    expect(await served('old-name.png')).toEqual(bytes);
    expect(await served('new-name.png')).toBe(404);
    const photo = () =>
      server.ctx.db
        .selectFrom('questions')
        .select('photo')
        .where('id', '=', question.id)
        .executeTakeFirstOrThrow();
    expect((await photo()).photo).toBe('old-name.png');

    // Renamed again, and another picture took the old name meanwhile: refused, nothing moves.
    await op.call('files/rename', { name: 'old-name.png', to: 'new-name.png' });
    const second = await newest('admin.media.rename');
    const other = await upload('', 'old-name.png');
    const refused = await revert(second.id);
    expect(refused.isPositive).toBe(false);
    expect(refused.message).toMatch(CHANGED_SINCE);
    expect(await served('old-name.png')).toEqual(other);
    expect(await served('new-name.png')).toEqual(bytes);
    expect((await photo()).photo).toBe('new-name.png');
    await op.call('files/attach', { question: question.id, name: null });
  });

  it('a folder made is removed by its revert, and a deleted one made again', async () => {
    await op.call('files/folder-create', { parent: '', name: 'brief' });
    const made = await newest('admin.media.folder-create');
    expect(made).toMatchObject({ key: { path: 'brief' }, revertable: true });
    const undone = await revert(made.id);
    expect(undone.isPositive, undone.message).toBe(true);
    expect((await op.call('files/list', { folder: 'brief' })).isPositive).toBe(false);
    expect((await revert(undone.data.id)).isPositive).toBe(true);
    expect((await op.call('files/list', { folder: 'brief' })).isPositive).toBe(true);

    // A folder that holds a picture by now is not taken away.
    await op.call('files/folder-create', { parent: '', name: 'filled' });
    const filled = await newest('admin.media.folder-create');
    await upload('filled', 'inside.png');
    expect((await revert(filled.id)).message).toBe('Only an empty folder can be deleted.');

    await op.call('files/folder-delete', { path: 'brief' });
    const removed = await newest('admin.media.folder-delete');
    expect((await revert(removed.id)).isPositive).toBe(true);
    expect((await op.call('files/list', { folder: 'brief' })).isPositive).toBe(true);
  });

  it('an upload is undone from the audit screen, unless the picture was replaced since', async () => {
    await upload('', 'fresh.png');
    const uploaded = await newest('admin.media.upload');
    expect(uploaded.revertable).toBe(true);
    expect((await revert(uploaded.id)).isPositive).toBe(true);
    expect(await served('fresh.png')).toBe(404);

    await upload('', 'replaced.png');
    const first = await newest('admin.media.upload');
    await op.call('files/delete', { name: 'replaced.png' });
    await upload('', 'replaced.png');
    expect((await revert(first.id)).message).toMatch(CHANGED_SINCE);
  });
});
