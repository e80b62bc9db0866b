import type { AdminRecordsView } from '@kokpit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { connectOperator, wireText, type Operator } from './admin-test-support.js';

/*
 * Hidden columns stay hidden wherever a query can name them (issue 29 item 9): a saved view
 * cannot store one, and a social sign-in's subject and claims are as hidden in `oidc_flows` as
 * the subject is in `user_identities`: not listed, not opened, not exported.
 */

const SUBJECT = 'hidden-subject-7731';
const CLAIMS = '{"email":"hidden-claims-7731@example.test","givenName":"Ελένη"}';

describe(`hidden columns in saved views and social sign-in flows on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;
  let flowId: number;

  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
    op = await connectOperator(server);
    const at = Date.now();
    const flow = await server.ctx.db
      .insertInto('oidc_flows')
      .values({
        state_hash: null,
        binding_hash: 'b'.repeat(64),
        provider: 'local',
        intent: 'signin',
        user_id: null,
        nonce: 'n',
        code_verifier: 'v',
        redirect_uri: 'http://127.0.0.1/callback',
        lang: 'el',
        ticket_hash: 't'.repeat(64),
        subject: SUBJECT,
        claims: CLAIMS,
        created_at: at,
        expires_at: at + 600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    flowId = flow.id;
  }, 60_000);
  afterAll(async () => server?.stop());

  it('a saved view on a hidden column is refused and nothing is stored', async () => {
    const views = () =>
      server.ctx.db
        .selectFrom('admin_saved_views')
        .select('id')
        .where('operator_id', '=', op.user.id)
        .execute();
    for (const query of [
      { table: 'users', filters: [{ column: 'password_hash', op: 'notNull' }] },
      { table: 'users', sort: { column: 'password_hash', direction: 'asc' } },
      { table: 'schools', filters: [{ column: 'search_text', op: 'contains', value: 'a' }] },
      { table: 'user_identities', filters: [{ column: 'subject', op: 'equals', value: 'x' }] },
      { table: 'oidc_flows', filters: [{ column: 'subject', op: 'notNull' }] },
      { table: 'oidc_flows', sort: { column: 'claims', direction: 'desc' } },
      { table: 'audit_log', filters: [{ column: 'details', op: 'contains', value: '{' }] },
      { table: 'users', filters: [{ column: 'no_such_column', op: 'null' }] },
    ]) {
      const r = await op.call('views/save', { name: 'Κρυφό', query });
      expect(r.isPositive, JSON.stringify(query)).toBe(false);
      expect(r.message).toBe('One of the columns does not exist or cannot be changed here.');
      expect(wireText(r)).not.toMatch(/password_hash|search_text|subject|claims|details/);
    }
    expect(await views()).toEqual([]);
    // A view on shown columns is kept as ever.
    const ok = await op.call('views/save', {
      name: 'Τοπικός',
      query: { table: 'oidc_flows', filters: [{ column: 'provider', op: 'equals', value: 'local' }] }, // prettier-ignore
    });
    expect(ok.isPositive, ok.message).toBe(true);
    expect(await views()).toHaveLength(1);
  });

  it("a social sign-in flow's subject and claims are never listed, opened or exported", async () => {
    const list = await op.call<AdminRecordsView>('records/list', { table: 'oidc_flows' });
    expect(list.isPositive).toBe(true);
    expect(list.data.rows.length).toBeGreaterThan(0);
    const record = await op.call('records/get', { table: 'oidc_flows', key: { id: flowId } });
    expect(record.isPositive).toBe(true);
    const table = await op.call('table', { table: 'oidc_flows' });
    const filtered = await op.call('records/list', {
      table: 'oidc_flows',
      filters: [{ column: 'subject', op: 'equals', value: SUBJECT }],
    });
    expect(filtered.isPositive).toBe(false);
    for (const reply of [list, record, table, filtered]) {
      const text = wireText(reply);
      expect(text).not.toContain(SUBJECT);
      expect(text).not.toContain('hidden-claims-7731');
      expect(text).not.toMatch(/"subject"|"claims"/);
    }

    const { token } = op.socket.auth as { token: string };
    for (const format of ['csv', 'sql']) {
      const res = await fetch(`${server.url}/api/kokpit/v1.0/admin/exports?lang=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-token': token },
        body: JSON.stringify({ exportId: `flows-${format}`, format, query: { table: 'oidc_flows' } }), // prettier-ignore
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('local');
      expect(text).not.toContain(SUBJECT);
      expect(text).not.toContain('hidden-claims-7731');
      expect(text).not.toMatch(/\bsubject\b|\bclaims\b/);
    }
  });
});
