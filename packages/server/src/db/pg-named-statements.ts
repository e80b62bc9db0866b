import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Statements one connection keeps prepared; beyond it, queries run unnamed as before. */
const MAX_PER_CONNECTION = 500;
/** Longer texts are one-off bulk writes (imports): not worth keeping. */
const MAX_NAMED_SQL = 4000;

type QueryWithValues = (text: string, values?: unknown[]) => Promise<unknown>;
type NamedQuery = (config: { name: string; text: string; values: unknown[] }) => Promise<unknown>;

const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (names.size > 10_000) names.clear();
    names.set(text, name);
  }
  return name;
}

/**
 * Runs Kysely's parameterised queries as named prepared statements on each pooled connection:
 * PostgreSQL then parses each statement once per connection and can keep its plan, instead of
 * parsing and planning every query anew (for the hot path, planning costs more than running).
 */
export function useNamedStatements(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as unknown as QueryWithValues & NamedQuery;
    const prepared = new Set<string>();
    const wrapped: QueryWithValues = (text, values) => {
      if (typeof text !== 'string' || !values?.length || text.length > MAX_NAMED_SQL)
        return query(text, values);
      const name = nameOf(text);
      if (!prepared.has(name)) {
        if (prepared.size >= MAX_PER_CONNECTION) return query(text, values);
        prepared.add(name);
      }
      return query({ name, text, values });
    };
    (client as unknown as { query: QueryWithValues }).query = wrapped;
  });
}
