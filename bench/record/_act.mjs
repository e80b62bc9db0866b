import pg from 'pg';
const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test' }); await c.connect();
for (let i = 0; i < 5; i++) {
  const r = await c.query(`select state, wait_event_type, wait_event, left(query, 90) q from pg_stat_activity where datname = 'test' and pid <> pg_backend_pid()`);
  console.log(r.rows.map(x => `${x.state}|${x.wait_event_type}|${x.wait_event}|${x.q}`).join('\n'), '\n----');
  await new Promise(r => setTimeout(r, 500));
}
await c.end();
