import { translate, type SchoolEditorView } from '@kokpit/shared';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, type BuiltUser } from '../../test/factories.js';
import { connectSchool } from '../../test/school-money.js';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

/*
 * A school's logo is the picture its data URL says (issue 29 item 9), checked from its first
 * bytes as the back office's uploads are: HTML or a script labelled as an image is refused and
 * nothing is stored.
 */

const dataUrl = (type: string, bytes: Buffer | string) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe(`a school's logo is checked by its bytes on ${testDialect()}`, () => {
  let server: TestServer;
  let school: BuiltUser & { schoolId: number };
  let socket: Socket;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    school = await buildSchool(server.ctx.db);
    socket = await connectSchool(server, school);
  });
  afterAll(async () => server?.stop());

  const stored = () =>
    server.ctx.db
      .selectFrom('school_logos')
      .select('content_type')
      .where('school_id', '=', school.schoolId)
      .execute();

  it('refuses a page or a script labelled as an image, and keeps a real one as what it is', async () => {
    const page = '<!doctype html><script>alert(document.domain)</script>';
    for (const url of [
      dataUrl('image/png', page),
      dataUrl('image/jpeg', 'alert(1)//'),
      dataUrl('image/webp', page),
      // A picture, but not one a logo may be.
      dataUrl('image/png', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')),
    ]) {
      const r = await emitAck(socket, 'editor/logo', { dataUrl: url });
      expect(r.isPositive).toBe(false);
      expect((r.data as { fieldErrors?: unknown }).fieldErrors).toEqual({
        dataUrl: translate('en', 'school.editor.logoType'),
      });
    }
    expect(await stored()).toEqual([]);

    const ok = await emitAck<SchoolEditorView>(socket, 'editor/logo', { dataUrl: PNG_1PX });
    expect(ok.isPositive, ok.message).toBe(true);
    expect(await stored()).toEqual([{ content_type: 'image/png' }]);
    // A PNG the browser labelled JPEG (a file named .jpg) is kept as what it is.
    const relabelled = PNG_1PX.replace('image/png', 'image/jpeg');
    expect((await emitAck(socket, 'editor/logo', { dataUrl: relabelled })).isPositive).toBe(true);
    expect(await stored()).toEqual([{ content_type: 'image/png' }]);
  });
});
