import pg from 'pg';

// bigint (times, counts) and numeric as JS numbers: every value we keep fits in 2^53. Set on
// import, in each thread that talks to PostgreSQL (a thread has its own copy of the driver).
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export { pg };
