import type { AdminFilter, AdminRecordsView, AdminTablesView } from '@kokpit/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../test/test-database.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { forgetSchemaMeta } from './admin-meta.js';
import { overlayOf } from './admin-overlay.js';
import { ROW_GUARD } from './admin-records.repository.js';
import {
  connectOperator,
  plantHiddenMarkers,
  wireText,
  type Operator,
} from './admin-test-support.js';

/*
 * Meta-tables and record lists (issue 20 items 2, 3) against the running database: the
 * description matches the catalogue, hidden columns never leave, and every filter, sort and
 * page agrees with the same question asked in plain SQL.
 */

const SECRETS = ['password_hash', 'token_hash'];

describe(`back-office records on ${testDialect()}`, () => {
  let server: TestServer;
  let op: Operator;

  beforeAll(async () => {
    server = await startTestServer();
    op = await connectOperator(server);
    // 240 contact messages of every shape: text, dates, nulls, a nullable foreign key.
    const at = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 240 }, (_, i) => ({
      user_id: i % 5 === 0 ? op.user.id : null,
      name: `Sender ${String(i).padStart(3, '0')} ${i % 3 === 0 ? 'Alpha' : 'beta'}`,
      email: `s${i}@example.test`,
      subject: i % 4 === 0 ? '' : `Subject 50%_${i % 7}`,
      text: `Text ${i}`,
      lang: ['el', 'en', 'ru', 'sq'][i % 4]!,
      created_at: at + ((i * 7919) % 240) * 3_600_000,
      handled_at: i % 2 === 0 ? at + i * 1000 : null,
    }));
    await server.ctx.db.insertInto('contact_messages').values(rows).execute();
  });
  afterAll(async () => server?.stop());

  interface CatalogueColumn {
    name: string;
    type: string;
    nullable: boolean;
  }
  interface CatalogueTable {
    columns: CatalogueColumn[];
    primaryKey: string[];
    /** Column → "table.column on-delete", from the database's own foreign keys. */
    foreignKeys: Map<string, string>;
  }

  /**
   * The database's own account of its tables, read here independently of the product's
   * introspection (SQLite's pragmas; PostgreSQL's information_schema, where the product reads
   * pg_catalog).
   */
  async function catalogue(): Promise<Map<string, CatalogueTable>> {
    const db = server.ctx.db;
    const out = new Map<string, CatalogueTable>();
    if (testDialect() === 'sqlite') {
      const tables = await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(db);
      for (const t of tables.rows) {
        const cols = await sql<{ name: string; notnull: number; pk: number; type: string }>`
          select name, "notnull", pk, type from pragma_table_info(${t.name}) order by cid`.execute(
          db,
        );
        const fks = await sql<{
          from: string;
          table: string;
          to: string | null;
          on_delete: string;
        }>`
          select "from", "table", "to", on_delete from pragma_foreign_key_list(${t.name})`.execute(
          db,
        );
        out.set(t.name, {
          columns: cols.rows.map((c) => ({
            name: c.name,
            type: c.type.toLowerCase(),
            // SQLite lets an INTEGER PRIMARY KEY hold no null whatever "notnull" says.
            nullable: c.notnull === 0 && c.pk === 0,
          })),
          primaryKey: cols.rows
            .filter((c) => c.pk > 0)
            .sort((a, b) => a.pk - b.pk)
            .map((c) => c.name),
          foreignKeys: new Map(
            fks.rows.map((f) => [
              f.from,
              `${f.table}.${f.to ?? 'id'} ${f.on_delete.toLowerCase()}`,
            ]),
          ),
        });
      }
      return out;
    }
    const cols = await sql<{
      table_name: string;
      column_name: string;
      is_nullable: string;
      data_type: string;
    }>`
      select c.table_name, c.column_name, c.is_nullable, c.data_type from information_schema.columns c
      join information_schema.tables t using (table_schema, table_name)
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.table_name not like 'kysely_%'
      order by c.table_name, c.ordinal_position`.execute(db);
    for (const c of cols.rows) {
      const t: CatalogueTable = out.get(c.table_name) ?? {
        columns: [],
        primaryKey: [],
        foreignKeys: new Map(),
      };
      t.columns.push({
        name: c.column_name,
        type: c.data_type.toLowerCase(),
        nullable: c.is_nullable === 'YES',
      });
      out.set(c.table_name, t);
    }
    const pks = await sql<{ table_name: string; column_name: string }>`
      select k.table_name, k.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage k
        on k.constraint_schema = tc.constraint_schema and k.constraint_name = tc.constraint_name
      where tc.table_schema = current_schema() and tc.constraint_type = 'PRIMARY KEY'
      order by k.table_name, k.ordinal_position`.execute(db);
    for (const k of pks.rows) out.get(k.table_name)?.primaryKey.push(k.column_name);
    const fks = await sql<{
      table_name: string;
      column_name: string;
      ref_table: string;
      ref_column: string;
      delete_rule: string;
    }>`
      select k.table_name, k.column_name, r.table_name as ref_table, r.column_name as ref_column,
        rc.delete_rule
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage k
        on k.constraint_schema = rc.constraint_schema and k.constraint_name = rc.constraint_name
      join information_schema.key_column_usage r
        on r.constraint_schema = rc.unique_constraint_schema
        and r.constraint_name = rc.unique_constraint_name
        and r.ordinal_position = k.position_in_unique_constraint
      where rc.constraint_schema = current_schema()`.execute(db);
    for (const f of fks.rows) {
      out
        .get(f.table_name)
        ?.foreignKeys.set(
          f.column_name,
          `${f.ref_table}.${f.ref_column} ${f.delete_rule.toLowerCase()}`,
        );
    }
    return out;
  }

  /** What a column of this stored type may be shown as (the overlay picks within these). */
  function kindsFor(type: string): string[] {
    if (/blob|bytea/.test(type)) return ['blob'];
    if (/^bool/.test(type)) return ['boolean'];
    if (/json/.test(type)) return ['json'];
    if (/int|real|double|numeric|decimal|float/.test(type)) return ['number', 'date', 'boolean'];
    return ['text', 'json'];
  }

  it('describes every table of the database, column by column, without the secrets', async () => {
    const r = await op.call<AdminTablesView>('tables');
    expect(r.isPositive).toBe(true);
    const expected = await catalogue();
    const described = new Map(r.data.tables.map((t) => [t.name, t]));
    expect([...described.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, table] of expected) {
      const t = described.get(name)!;
      // Hidden: secrets by name, the overlay's hidden columns, and blobs (the file browser's).
      const hidden = (c: CatalogueColumn) =>
        /(password|token|secret|_hash$|api_key)/.test(c.name) ||
        (overlayOf(name).hidden ?? []).includes(c.name) ||
        /blob|bytea/.test(c.type);
      // Every other column, in the table's order: none missing, none invented.
      expect(
        t.columns.map((c) => c.name),
        name,
      ).toEqual(table.columns.filter((c) => !hidden(c)).map((c) => c.name));
      for (const c of t.columns) {
        const stored = table.columns.find((x) => x.name === c.name)!;
        expect(c.nullable, `${name}.${c.name} nullable`).toBe(stored.nullable);
        expect(kindsFor(stored.type), `${name}.${c.name} kind`).toContain(c.kind);
        expect(c.primaryKey, `${name}.${c.name} key`).toBe(table.primaryKey.includes(c.name));
        const fk = table.foreignKeys.get(c.name);
        expect(
          c.references ? `${c.references.table}.${c.references.column}` : null,
          `${name}.${c.name} references`,
        ).toBe(fk ? fk.split(' ')[0] : null);
        expect(c.labels.el.length > 0 && c.labels.sq.length > 0).toBe(true);
      }
      // The key as the database has it, unless part of it is hidden (then no writes at all).
      const keyHidden = table.columns.some((c) => hidden(c) && table.primaryKey.includes(c.name));
      expect(t.primaryKey, `${name} primary key`).toEqual(keyHidden ? [] : table.primaryKey);
      if (keyHidden || table.primaryKey.length === 0) expect(t.readOnly, name).toBe(true);
      // Who refers to this table, with the delete rule the delete dialog plans by.
      const referrers = [...expected].flatMap(([other, o]) =>
        [...o.foreignKeys]
          .filter(([, ref]) => ref.startsWith(`${name}.`))
          .map(([column, ref]) => `${other}.${column} ${ref.split(' ').slice(1).join(' ')}`),
      );
      expect(
        t.referencedBy.map((x) => `${x.table}.${x.column} ${x.onDelete}`).sort(),
        `${name} referenced by`,
      ).toEqual(referrers.sort());
    }
    expect(described.get('users')!.primaryKey).toEqual(['id']);
    expect(described.get('question_texts')!.primaryKey).toEqual(['question_id', 'lang']);
    expect(described.get('replies')!.columns.find((c) => c.name === 'test_id')!.references).toEqual(
      { table: 'tests', column: 'id' },
    );
    expect(described.get('audit_log')!.readOnly).toBe(true);
    // The password-reset table is keyed by a token hash: listed, never keyed or written.
    expect(described.get('password_resets')!.primaryKey).toEqual([]);
    for (const secret of SECRETS) expect(wireText(r.data)).not.toContain(secret);
    // The overlay's hidden columns are not described either.
    expect(described.get('schools')!.columns.map((c) => c.name)).not.toContain('search_text');
    expect(described.get('user_identities')!.columns.map((c) => c.name)).not.toContain('subject');
    expect(described.get('audit_log')!.columns.map((c) => c.name)).not.toContain('details');
    expect(described.get('pictures')!.columns.map((c) => c.name)).not.toContain('bytes');
  });

  it('names every table and every shown column of the schema in the overlay', async () => {
    // What a name falls back to without a label: English words, shown in the Greek UI too.
    const fallback = (name: string) =>
      name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
    const r = await op.call<AdminTablesView>('tables');
    expect(r.isPositive).toBe(true);
    const unnamed: string[] = [];
    // h7_gadgets: the next test's table made on the fly, named by nobody on purpose.
    for (const t of r.data.tables.filter((x) => x.name !== 'h7_gadgets')) {
      if (t.labels.el === fallback(t.name)) unnamed.push(`table ${t.name}`);
      for (const c of t.columns) {
        if (c.labels.el === fallback(c.name)) unnamed.push(`${t.name}.${c.name}`);
      }
    }
    expect(unnamed).toEqual([]);
  });

  it('a table added by a later migration appears without new code', async () => {
    await sql`create table h7_gadgets (id integer primary key, label varchar(40) not null, weight real)`.execute(
      server.ctx.db,
    );
    forgetSchemaMeta(server.ctx);
    const r = await op.call<AdminTablesView>('tables');
    const t = r.data.tables.find((x) => x.name === 'h7_gadgets')!;
    expect(t.columns.map((c) => [c.name, c.kind, c.nullable])).toEqual([
      ['id', 'number', false],
      ['label', 'text', false],
      ['weight', 'number', true],
    ]);
    expect(t.labels.en).toBe('H7 gadgets');
    await sql`drop table h7_gadgets`.execute(server.ctx.db);
    forgetSchemaMeta(server.ctx);
  });

  it('never lists a hidden column, whatever is asked', async () => {
    // The stored secrets themselves, whatever hash scheme wrote them, and planted markers.
    const planted = await plantHiddenMarkers(server.ctx.db);
    const secretValues = planted.secrets;
    expect(secretValues.length).toBeGreaterThan(1);

    const list = await op.call<AdminRecordsView>('records/list', { table: 'users', search: 'a' });
    expect(list.isPositive).toBe(true);
    expect(list.data.rows.length).toBeGreaterThan(0);
    const sessions = await op.call<AdminRecordsView>('records/list', { table: 'sessions' });
    expect(sessions.data.rows.length).toBeGreaterThan(0);
    const schools = await op.call<AdminRecordsView>('records/list', { table: 'schools' });
    const identities = await op.call<AdminRecordsView>('records/list', {
      table: 'user_identities',
    });
    expect(identities.data.rows.length).toBeGreaterThan(0);
    for (const asked of [
      { table: 'users', sort: { column: 'password_hash' } },
      { table: 'users', filters: [{ column: 'password_hash', op: 'notNull' }] },
      { table: 'sessions', filters: [{ column: 'token_hash', op: 'contains', value: 'a' }] },
      { table: 'schools', sort: { column: 'search_text' } },
      { table: 'schools', filters: [{ column: 'search_text', op: 'contains', value: 'h' }] },
      { table: 'user_identities', filters: [{ column: 'subject', op: 'notNull' }] },
      { table: 'audit_log', filters: [{ column: 'details', op: 'contains', value: '{' }] },
    ]) {
      const r = await op.call('records/list', asked);
      expect(r.isPositive).toBe(false);
      expect(wireText(r)).not.toMatch(/password_hash|token_hash|search_text|subject|details/);
    }
    const replies = [
      list,
      sessions,
      schools,
      identities,
      await op.call('records/get', { table: 'users', key: { id: op.user.id } }),
      await op.call('records/get', { table: 'schools', key: { id: planted.schoolId } }),
      await op.call('records/get', { table: 'user_identities', key: { id: planted.identityId } }),
    ];
    for (const reply of replies) {
      expect(reply.isPositive).toBe(true);
      const text = wireText(reply);
      for (const secret of SECRETS) expect(text).not.toContain(secret);
      for (const value of secretValues) expect(text).not.toContain(value);
      expect(text).not.toMatch(/hiddenmarker|search_text/);
    }
  });

  /** The rows plain SQL gives for a where clause and order, as the list pages them. */
  async function direct(where: string, order: string, limit: number, offset: number) {
    const r = await sql<{ id: number }>`select id from contact_messages ${sql.raw(
      where ? `where ${where}` : '',
    )} order by ${sql.raw(order)} limit ${limit} offset ${offset}`.execute(server.ctx.db);
    const n = await sql<{ n: number }>`select count(*) as n from contact_messages ${sql.raw(
      where ? `where ${where}` : '',
    )}`.execute(server.ctx.db);
    return { ids: r.rows.map((x) => Number(x.id)), total: Number(n.rows[0]!.n) };
  }

  it('filters, sort and pages agree with the same query in SQL', async () => {
    const from = Date.UTC(2026, 0, 3);
    const to = Date.UTC(2026, 0, 6);
    const cases: {
      filters: AdminFilter[];
      search?: string;
      sort?: { column: string; direction: 'asc' | 'desc' };
      where: string;
      order: string;
    }[] = [
      { filters: [], where: '', order: 'id desc' },
      {
        filters: [{ column: 'name', op: 'contains', value: 'alpha' }],
        sort: { column: 'created_at', direction: 'asc' },
        where: `lower(name) like '%alpha%'`,
        order: 'created_at asc, id asc',
      },
      {
        filters: [
          { column: 'created_at', op: 'range', min: from, max: to },
          { column: 'handled_at', op: 'null' },
        ],
        sort: { column: 'email', direction: 'desc' },
        where: `created_at >= ${from} and created_at <= ${to} and handled_at is null`,
        order: 'email desc, id asc',
      },
      {
        filters: [
          { column: 'lang', op: 'oneOf', values: ['el', 'sq'] },
          { column: 'user_id', op: 'notNull' },
        ],
        where: `lang in ('el', 'sq') and user_id is not null`,
        order: 'id desc',
      },
      {
        // % and _ are taken literally, not as wildcards.
        filters: [{ column: 'subject', op: 'contains', value: '50%_3' }],
        sort: { column: 'subject', direction: 'asc' },
        where: `subject like '%50\\%\\_3%' escape '\\'`,
        order: 'subject asc, id asc',
      },
      {
        filters: [{ column: 'lang', op: 'equals', value: 'ru' }],
        search: 'sender 01',
        sort: { column: 'handled_at', direction: 'desc' },
        where: `lang = 'ru' and (lower(name) like '%sender 01%' or lower(email) like '%sender 01%' or lower(subject) like '%sender 01%' or lower(text) like '%sender 01%')`,
        order: `handled_at desc ${testDialect() === 'postgres' ? 'nulls last' : ''}, id asc`,
      },
      {
        // A key range sorted by another column: the range's rows are read and then sorted.
        filters: [
          { column: 'id', op: 'range', min: 40, max: 200 },
          { column: 'name', op: 'contains', value: 'beta' },
        ],
        sort: { column: 'created_at', direction: 'desc' },
        where: `id >= 40 and id <= 200 and lower(name) like '%beta%'`,
        order: 'created_at desc, id asc',
      },
    ];
    for (const c of cases) {
      for (const [page, pageSize] of [
        [1, 25],
        [2, 25],
        [3, 10],
      ] as const) {
        const r = await op.call<AdminRecordsView>('records/list', {
          table: 'contact_messages',
          filters: c.filters,
          search: c.search ?? '',
          sort: c.sort,
          page,
          pageSize,
        });
        expect(r.isPositive, `${JSON.stringify(c.filters)} ${r.message}`).toBe(true);
        const d = await direct(c.where, c.order, pageSize, (page - 1) * pageSize);
        expect(r.data.total, c.where).toBe(d.total);
        expect(r.data.totalCapped).toBe(false);
        expect(
          r.data.rows.map((x) => x.id),
          `${c.where} page ${page}`,
        ).toEqual(d.ids);
      }
    }
  });

  it('yes/no filters compare flags, and a foreign key shows its record label', async () => {
    const r = await op.call<AdminRecordsView>('records/list', {
      table: 'users',
      filters: [{ column: 'is_demo', op: 'is', value: false }],
      pageSize: 200,
    });
    const n = await server.ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_demo', '=', 0)
      .executeTakeFirstOrThrow();
    expect(r.data.total).toBe(Number(n.n));
    const msgs = await op.call<AdminRecordsView>('records/list', {
      table: 'contact_messages',
      filters: [{ column: 'user_id', op: 'oneOf', values: [op.user.id] }],
    });
    expect(msgs.data.total).toBe(48);
    expect(msgs.data.refLabels.user_id![String(op.user.id)]).toBe(op.user.username);
    const options = await op.call<{ options: { value: number; label: string }[] }>(
      'records/options',
      { table: 'users', search: op.user.username },
    );
    expect(options.data.options).toEqual([{ value: op.user.id, label: op.user.username }]);
  });

  it('a filter that would scan too many rows says so instead of hanging', async () => {
    const db = server.ctx.db;
    const n = ROW_GUARD + 10;
    const at = Date.now();
    if (testDialect() === 'postgres') {
      await sql`insert into contact_messages (name, email, text, lang, created_at)
        select 'bulk ' || g, 'b' || g || '@x.test', 'x', 'el', ${at}::bigint + g
        from generate_series(1, ${n}) g`.execute(db);
    } else {
      await sql`with recursive g(i) as (select 1 union all select i + 1 from g where i < ${n})
        insert into contact_messages (name, email, text, lang, created_at)
        select 'bulk ' || i, 'b' || i || '@x.test', 'x', 'el', ${at} + i from g`.execute(db);
    }
    const slow = await op.call('records/list', {
      table: 'contact_messages',
      filters: [{ column: 'text', op: 'contains', value: 'zzz' }],
    });
    expect(slow.isPositive).toBe(false);
    expect(slow.message).toMatch(/too long|narrow/i);
    // By the key (an index): fast, with the total capped.
    const fast = await op.call<AdminRecordsView>('records/list', { table: 'contact_messages' });
    expect(fast.isPositive).toBe(true);
    expect(fast.data.totalCapped).toBe(true);
    expect(fast.data.total).toBe(ROW_GUARD);
    await db.deleteFrom('contact_messages').where('name', 'like', 'bulk %').execute();
  });

  it('a table kept in an order of its own lists in it unless another sort is asked for', async () => {
    const positions = async () =>
      (await server.ctx.db.selectFrom('sections').select(['code', 'position']).execute())
        .sort((a, b) => a.position - b.position)
        .map((r) => r.code);
    const byPosition = await positions();
    expect(byPosition.length).toBeGreaterThan(1);
    const list = await op.call<AdminRecordsView>('records/list', { table: 'sections' });
    expect(list.data.rows.map((r) => r.code)).toEqual(byPosition);
    const asked = await op.call<AdminRecordsView>('records/list', {
      table: 'sections',
      sort: { column: 'code', direction: 'asc' },
    });
    expect(asked.data.rows.map((r) => r.code)).toEqual([...byPosition].sort());
    // Other tables still list newest first.
    const messages = await op.call<AdminRecordsView>('records/list', { table: 'contact_messages' });
    const ids = messages.data.rows.map((r) => Number(r.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
