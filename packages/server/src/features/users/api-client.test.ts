import { ResultCode } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';
import { rolesFor } from './api-client-user.js';
import { setUserRoles } from './user.repository.js';

describe('the roles an API client entry grants', () => {
  it('none by default, and never more than the permissions named', () => {
    expect(rolesFor([])).toEqual([]);
    expect(rolesFor(['student'])).toEqual(['student']);
    expect(rolesFor(['admin'])).toEqual(['administrator']);
  });
});

describe(`API clients are not administrators on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { API_CLIENTS: 'partner:partner-secret,reader:reader-secret:student' },
      { seedContent: false },
    );
  });
  afterAll(async () => server?.stop());

  async function clientToken(id: string, secret: string) {
    const r = await server.api(`/auth?clientId=${id}&clientSecret=${secret}&lang=en`);
    expect(r.body.isPositive).toBe(true);
    return r.body.data as { token: string; roles: string[]; permissions: string[] };
  }

  async function refusedOn(namespace: string, token: string) {
    const error = await server.connect(namespace, { token, lang: 'en' }).then(
      () => undefined,
      (e: Error & { data?: { code: number } }) => e,
    );
    return error?.data?.code;
  }

  it('a client with no permissions holds public data only: no student, school or operator side', async () => {
    const client = await clientToken('partner', 'partner-secret');
    expect(client.roles).toEqual([]);
    expect(client.permissions).toEqual([]);
    expect(await refusedOn('/student', client.token)).toBe(ResultCode.insufficientPermissions);
    expect(await refusedOn('/school', client.token)).toBe(ResultCode.insufficientPermissions);
    // Signed in on /app it is an ordinary session: public events answer, nothing more.
    const app = await server.connect('/app', { lang: 'en' });
    expect((await emitAck(app, 'auth', { token: client.token })).isPositive).toBe(true);
    expect((await emitAck(app, 'public-statistics')).isPositive).toBe(true);
  });

  it('a service account made when every client was an administrator loses the role', async () => {
    const first = await clientToken('partner', 'partner-secret');
    const row = await server.ctx.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'api-partner')
      .executeTakeFirstOrThrow();
    await setUserRoles(server.ctx.db, row.id, ['administrator']);
    const again = await clientToken('partner', 'partner-secret');
    expect(again.roles).toEqual([]);
    expect(again.permissions).not.toContain('admin');
    expect(first.token).not.toBe(again.token);
  });

  it('a client gets exactly the permissions its entry names', async () => {
    const reader = await clientToken('reader', 'reader-secret');
    expect(reader.permissions).toEqual(['student']);
    expect(await refusedOn('/school', reader.token)).toBe(ResultCode.insufficientPermissions);
    const socket = await server.connect('/student', { token: reader.token, lang: 'en' });
    expect(socket.connected).toBe(true);
  });
});
