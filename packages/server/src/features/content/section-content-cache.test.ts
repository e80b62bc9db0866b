import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialect, type TestDatabase } from '../../test/test-database.js';
import { cachedSectionQuestions } from './section-content-cache.js';

describe(`the section content cache (${testDialect()})`, () => {
  let tdb: TestDatabase;
  beforeAll(async () => {
    tdb = await createTestDatabase();
  });
  afterAll(async () => tdb?.cleanup());

  /** The test database, counting its queries; `failFirst` makes the first one throw. */
  function counted(failFirst = false) {
    const seen = { queries: 0 };
    const plugin: KyselyPlugin = {
      transformQuery: (args) => {
        seen.queries += 1;
        if (failFirst && seen.queries === 1) throw new Error('database away');
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { db: tdb.handle.db.withPlugin(plugin), seen, owner: {} };
  }

  it('callers arriving while the read runs share it, and later ones get it remembered', async () => {
    const { db, seen, owner } = counted();
    const at = Date.now();
    const [first, second] = await Promise.all([
      cachedSectionQuestions(db, 'car', at, owner),
      cachedSectionQuestions(db, 'car', at, owner),
    ]);
    expect(second).toBe(first);
    expect(await cachedSectionQuestions(db, 'car', at + 1000, owner)).toBe(first);
    expect(seen.queries).toBe(1);
    // A minute later it is read again.
    await cachedSectionQuestions(db, 'car', at + 61_000, owner);
    expect(seen.queries).toBe(2);
  });

  it('a failed read is not remembered', async () => {
    const { db, seen, owner } = counted(true);
    const at = Date.now();
    await expect(cachedSectionQuestions(db, 'car', at, owner)).rejects.toThrow('database away');
    expect(await cachedSectionQuestions(db, 'car', at, owner)).toEqual([]);
    expect(seen.queries).toBe(2);
  });
});
