import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { tableCounts } from '../../test/table-counts.js';
import { emitAck, startTestServer, type TestServer } from '../../test/test-server.js';

describe(`contact form and public statistics on ${testDialect()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({}, { seedContent: false });
  });
  afterAll(async () => server?.stop());

  it('a contact message is stored and mailed to the operators', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const r = await emitAck(socket, 'contact', {
      name: 'Ελένη',
      email: 'eleni@example.test',
      subject: 'Σχολή στη Λάρισα',
      text: 'Υπάρχει συνεργαζόμενη σχολή στη Λάρισα;',
    });
    expect(r).toMatchObject({ isPositive: true, message: expect.stringContaining('Thank you') });
    const stored = await server.ctx.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'eleni@example.test', lang: 'en' });
    const outbox = join(server.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((f) => readFileSync(join(outbox, f), 'utf8'));
    expect(
      mails.some(
        (m) => m.includes('To: admin@kokpit.gr') && m.includes('Reply-To: eleni@example.test'),
      ),
    ).toBe(true);
    socket.disconnect();
  });

  it('a contact message with missing or bad fields is refused and nothing is stored', async () => {
    const socket = await server.connect('/app', { lang: 'en' });
    const before = await tableCounts(server.ctx.db);
    const r = await emitAck<{ fieldErrors: Record<string, string> }>(socket, 'contact', {
      name: '',
      email: 'not-an-email',
      text: '',
    });
    expect(r).toMatchObject({
      isPositive: false,
      code: 422,
      message: 'Multiple validation errors occurred',
    });
    expect(r.data.fieldErrors).toEqual({
      name: 'This field is mandatory.',
      email: 'E-mail address is not valid.',
      text: 'This field is mandatory.',
    });
    expect(await tableCounts(server.ctx.db)).toEqual(before);
    socket.disconnect();
  });

  it('public-statistics counts approved schools, students, users and live connections', async () => {
    const socket = await server.connect('/app');
    const r = await emitAck<Record<string, number>>(socket, 'public-statistics');
    expect(r.isPositive).toBe(true);
    expect(r.data).toMatchObject({ schools: 1, students: 2, tests: 0, replies: 0, users: 5 });
    expect(r.data.connections).toBeGreaterThanOrEqual(1);
    socket.disconnect();
  });
});
