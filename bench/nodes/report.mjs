// Turns the measurements of main.mjs into the "nodes" section of docs/BENCHMARKS.md, with the
// capacity model computed from this run's own costs per answer (model()).

/** The share of a core a part may use before its queueing shows in latency. */
export const UTILISATION = 0.7;
/** Node counts and PostgreSQL core counts the model is worked out for. */
const NODE_COUNTS = [1, 2, 4, 8];
const PG_CORES = [8, 16];
/** Machine sizes the nodes-per-machine arithmetic is shown for. */
const MACHINE_CORES = [2, 4, 8];
/** PostgreSQL's max_connections unless raised; each node holds up to 10 (db/database.ts). */
const PG_MAX_CONNECTIONS = 100;
const POOL_PER_NODE = 10;

const n = (v) => Math.round(v).toLocaleString('en-US');
const ms = (v) => `${v.toLocaleString('en-US', { maximumFractionDigits: 1 })} ms`;
const pct = (v) => `${Math.round(v * 100)}%`;
const sumOf = (list) => list.reduce((s, v) => s + v, 0);

/** µs of CPU per answer acknowledged in the window. */
const per = (r, msValue) => (msValue * 1000) / Math.max(1, r.answers);
const us = (v) => `${n(v)} µs`;

function table(head, rows) {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Every part's CPU per answer in one run, µs. */
export function costs(r) {
  const nodes = sumOf(r.cpu.nodes);
  return {
    nodes: per(r, nodes),
    eachNode: r.cpu.nodes.map((v) => per(r, v)),
    mainShare: nodes > 0 ? sumOf(r.cpu.mainThreads) / nodes : 0,
    nginx: per(r, r.cpu.nginx),
    redis: per(r, r.cpu.redis),
    pg: per(r, r.cpu.pgOurs),
    pgBackground: per(r, r.cpu.pgBackground),
    pgOthers: per(r, r.cpu.pgOthers),
    clients: per(r, r.cpu.clients),
    machineBusy: r.cpu.machine / (r.seconds * 1000 * r.cores),
  };
}

/**
 * The capacity model's inputs, from the runs at the largest load (the highest rate, where a
 * node's fixed costs, heartbeats and timers, weigh least on each answer), in µs per answer:
 * - `recv`: what every node spends on each answer of the whole cluster because the Redis
 *   adapter hands every node every push (it psubscribes to the namespace's channel): the
 *   bystander's CPU (a node on the same Redis holding no socket), less its CPU when idle;
 * - `own`: the rest of what a node spends on an answer it records (its socket, the record
 *   path, its push): the largest of the configurations' costs, less the receptions in it (a
 *   node hears its own pushes too);
 * - `redis`: Redis's CPU per answer with two subscribing nodes;
 * - `nginx`, `pg`: nginx's and the nodes' PostgreSQL backends' CPU per answer, the largest;
 * - `mainShare`: the share of a node's CPU on its event loop (the main thread), which one
 *   core bounds.
 */
export function modelInputs(d) {
  const big = Math.max(...d.config.loads);
  const oneRun = d.results.one[big];
  const one = costs(oneRun);
  const two = costs(d.results.two[big]);
  const plain = costs(d.results.plain[big]);
  const recv = Math.max(0, per(oneRun, oneRun.cpu.bystander - oneRun.cpu.bystanderIdle));
  return {
    big,
    one,
    two,
    plain,
    // The largest of the three configurations (less the receptions each holds): they differ
    // by more than the adapter's part from run to run (see report()).
    own: Math.max(plain.nodes, one.nodes - recv, two.nodes - 2 * recv),
    recv,
    idle: oneRun.cpu.bystanderIdle / oneRun.seconds,
    redis: Math.max(one.redis, two.redis),
    nginx: Math.max(one.nginx, two.nginx),
    pg: Math.max(one.pg, two.pg, plain.pg),
    mainShare: one.mainShare,
  };
}

/**
 * Answers per second a cluster of `nodes` nodes and one PostgreSQL of `pgCores` cores can carry
 * with every part at most UTILISATION busy, and which part bounds it. Redis's CPU per answer
 * is taken as growing in proportion to the subscribing nodes (measured with two): an upper
 * bound, since the publish itself is paid once.
 */
export function model(m, nodes, pgCores) {
  const perNode = m.own / nodes + m.recv; // µs of one node's CPU per answer of the cluster
  const bounds = {
    'the nodes’ event loops': (UTILISATION * 1e6) / (perNode * m.mainShare),
    Redis: (UTILISATION * 1e6) / ((m.redis * Math.max(nodes, 2)) / 2),
    PostgreSQL: (UTILISATION * 1e6 * pgCores) / m.pg,
  };
  const [first, rate] = Object.entries(bounds).sort((a, b) => a[1] - b[1])[0];
  return { perNode, nodeCores: (rate * perNode) / 1e6, bounds, first, rate };
}

function runsTable(d) {
  const head = [
    'configuration',
    'learners',
    'offered',
    'answered',
    'p50',
    'p99',
    'max',
    'all begun',
    'test starts per answer',
    'load average',
  ];
  const rows = d.configs.flatMap((c) =>
    d.config.loads.map((load) => {
      const r = d.results[c.key][load];
      return [
        c.label,
        n(load),
        `${n((load * 1000) / d.config.paceMs)}/s`,
        `${n(r.rate)}/s`,
        ms(r.p50),
        ms(r.p99),
        ms(r.max),
        `${r.allBegun ? '' : 'not all in '}${n(r.beginMs / 1000)} s`,
        (r.windowStarts / Math.max(1, r.answers)).toFixed(3),
        `${r.load[0].toFixed(1)} → ${r.load[1].toFixed(1)}`,
      ];
    }),
  );
  return table(head, rows);
}

function costsTable(d) {
  const head = [
    'configuration',
    'learners',
    'Kokpit nodes',
    'of which event loop',
    'nginx',
    'Redis',
    'PostgreSQL backends',
    'PostgreSQL background',
    'learners (clients)',
    'machine busy',
  ];
  const rows = d.configs.flatMap((c) =>
    d.config.loads.map((load) => {
      const k = costs(d.results[c.key][load]);
      const nodes =
        k.eachNode.length > 1 ? `${us(k.nodes)} (${k.eachNode.map(us).join(' + ')})` : us(k.nodes);
      return [
        c.label,
        n(load),
        nodes,
        pct(k.mainShare),
        us(k.nginx),
        c.redis ? us(k.redis) : '—',
        us(k.pg),
        us(k.pgBackground),
        us(k.clients),
        pct(k.machineBusy),
      ];
    }),
  );
  return table(head, rows);
}

/** The adapter's cost per answer at each load: on the node, in Redis, on every other node. */
function adapterText(d) {
  const parts = d.config.loads.map((load) => {
    const plain = costs(d.results.plain[load]);
    const r = d.results.one[load];
    const one = costs(r);
    const node = one.nodes - plain.nodes;
    const recv = per(r, r.cpu.bystander - r.cpu.bystanderIdle);
    return `at ${n(load)} learners the node spent ${us(one.nodes)} per answer with the adapter and ${us(plain.nodes)} without (${node >= 0 ? '+' : '−'}${us(Math.abs(node))}, but see below), Redis ${us(one.redis)}, and the bystander node, holding no socket, ${us(recv)} over its idle CPU`;
  });
  return `${parts.join('; ')}.`;
}

function modelTable(m) {
  const head = [
    'nodes',
    'one node’s CPU per answer of the cluster',
    ...PG_CORES.map((c) => `answers/s, PostgreSQL on ${c} cores`),
    'learners (1 answer / 5 s each)',
    'bound first by',
    'each node then uses',
  ];
  const rows = NODE_COUNTS.map((nodes) => {
    const at = PG_CORES.map((c) => model(m, nodes, c));
    const big = at.at(-1);
    return [
      n(nodes),
      us(big.perNode),
      ...at.map((r) => `**${n(r.rate)}**`),
      at.map((r) => n(r.rate * 5)).join(' / '),
      at.map((r) => r.first).join(' / '),
      `${big.nodeCores.toFixed(2)} cores`,
    ];
  });
  return table(head, rows);
}

function checks(d) {
  const runs = d.configs.flatMap((c) => Object.values(d.results[c.key]));
  const errors = sumOf(runs.map((r) => r.errors));
  const duplicates = sumOf(runs.map((r) => r.duplicates));
  if (errors === 0 && duplicates === 0)
    return 'Every answer of every run was acknowledged positive and recorded (no error, no duplicate).';
  const samples = [...new Set(runs.flatMap((r) => r.errorSamples))].join('; ');
  return `**${n(errors)} answers were refused** (${samples}) and ${n(duplicates)} answered as duplicates.`;
}

export function report(d) {
  const m = d.machine;
  const c = d.config;
  const x = modelInputs(d);
  const big = x.big;
  const pgBound = (cores) => (UTILISATION * 1e6 * cores) / x.pg;
  const loop = (nodes) => model(x, nodes, 16).bounds['the nodes’ event loops'];
  const ceiling = x.recv > 0 ? (UTILISATION * 1e6) / (x.recv * x.mainShare) : null;
  const predictedTwo = x.own + 2 * x.recv;
  const bigCosts = d.configs.map((cfg) => costs(d.results[cfg.key][big]));
  const spread = [
    Math.min(...bigCosts.map((k) => k.nodes)),
    Math.max(...bigCosts.map((k) => k.nodes)),
  ];
  const pgSpread = [Math.min(...bigCosts.map((k) => k.pg)), Math.max(...bigCosts.map((k) => k.pg))];
  const firstOther = (cores) => {
    for (let nodes = 1; nodes <= 64; nodes++) {
      const r = model(x, nodes, cores);
      if (r.first !== 'the nodes’ event loops') return { nodes, what: r.first };
    }
    return null;
  };
  const pgTurn = PG_CORES.map((cores) => {
    const t = firstOther(cores);
    return t
      ? `with PostgreSQL on ${cores} cores, ${t.what} from ${t.nodes} nodes on`
      : `with PostgreSQL on ${cores} cores, the nodes up to 64 nodes`;
  });
  return `## Many nodes (\`bench/nodes\`)

Run ${d.date.slice(0, 16).replace('T', ' ')} UTC · ${m.nproc} CPUs (${m.cpu}), ${m.memory} GB · Node ${m.node} · load average ${m.loadBefore.toFixed(2)} at the start, ${m.loadAfter.toFixed(2)} at the end · ${d.took} s in all.

Built Kokpit nodes started as production starts them (\`npm run serve\`'s Node flags, \`packages/server/dist/main.js\`, \`NODE_ENV=production\`, \`RATE_LIMITS=off\`) on one PostgreSQL schema holding the ministry bank (${n(c.questions)} car questions) and ${n(big)} verified students, behind Debian's nginx with the production site (\`deploy/nginx/render.mjs --plain --standalone\`: WebSocket only, \`least_conn\`; one worker, ${n(2 * big + 1000)} connections), all on 127.0.0.1. Three configurations: **one node without Redis**; **one node with the Redis adapter** (\`REDIS_URL\`), beside which a second node on the same Redis, outside nginx and holding no socket (the *bystander*), shows what the adapter costs a node for the others' answers; and **two nodes with the Redis adapter**. The Redis is the bench's own \`redis-server\`, so its CPU is the cluster's alone. The learners are \`bench/record\`'s (\`clients.mjs\`), ${n(c.perClient)} sockets to a process: each starts a progress test, answers it (80% right) once every ${c.paceMs / 1000} s, and starts the next; the first test is left after a random number of its questions (1 to 20; the next start cancels it), so that learners who arrived together do not all start their next test in the same seconds a hundred seconds later: the window holds a test start every twenty answers or so (the column *test starts per answer*), as a day long under way does. Learners arrive at ${n(c.arrivalsPerS)} a second, and the ${c.durationMs / 1000} s measured open ${c.settleMs / 1000} s after the last learner's first test has started (the column *all begun*: how long after the first arrival that was), so the window holds no arrivals' backlog; a learner who falls behind their pace answers as soon as the last answer is acknowledged, so an overloaded run shows as fewer answers than offered and higher latency. CPU is read from \`/proc\` at both ends of the measured window (user and system time, every thread): each node and its main thread (the event loop), nginx's master and worker, \`redis-server\`, PostgreSQL's backends of the nodes' connections (known by their \`application_name\`) and its background processes (checkpointer, WAL writer: shared with everything else on that PostgreSQL), and the learners' processes. An answer's cost includes the test starts (one every twenty answers) and the \`statistics-changed\` push after it.

The machine has ${m.nproc} cores shared with other work (see the load averages): rates and latencies move with it, **CPU per answer is the robust figure**, and the capacity model below is built from it alone. Two nodes on ${m.nproc} cores cannot show the gain of a second node directly, which is why there is a model.

### Runs

${checks(d)}

${runsTable(d)}

### CPU per answer

${costsTable(d)}

At ${n(Math.min(...c.loads))} learners (${n((Math.min(...c.loads) * 1000) / c.paceMs)} answers/s) each answer carries more of the processes' fixed work (timers, heartbeats, metrics) and smaller batches (fewer answers to a PostgreSQL transaction) than at ${n(big)}: costs per answer fall as the rate rises.

**The Redis adapter**: ${adapterText(d)} A push after an answer goes to the student's room; the Socket.IO Redis adapter publishes it and every node, subscribed to the namespace's whole channel, receives and decodes it, to find no socket of that student on most of them. That is the part of a node's work that does not shrink as nodes are added. At ${n(big)} learners the nodes spent between ${us(spread[0])} and ${us(spread[1])} per answer in the three configurations, and PostgreSQL's backends between ${us(pgSpread[0])} and ${us(pgSpread[1])}: runs differ with how loaded the shared machine is while they run (the runs suggest that a quieter machine answers sooner, in smaller batches, at more CPU per answer: compare *p50* above), by more than the adapter's part. A difference between two configurations smaller than that spread, such as the node's part of the adapter above, is not measured by one run; the bystander's reception and Redis's own CPU are measured directly, and the model takes the largest of the configurations' costs (two nodes' own work plus two receptions would predict ${us(predictedTwo)} against the ${us(x.two.nodes)} they spent).

### Capacity model

Worked out by \`bench/nodes/report.mjs\` (\`model()\`) from the costs per answer of this run at ${n(big)} learners, so it follows the code: when the recording path gets cheaper on PostgreSQL, the next run's model says so. Inputs, µs of CPU per answer:

| input | µs per answer | measured as |
| --- | --- | --- |
| a node's own work (\`own\`) | ${n(x.own)} | the largest of the three configurations, less the receptions in it (one with the adapter, two with two nodes) |
| each node's reception of every answer's push (\`recv\`) | ${n(x.recv)} | the bystander, less its idle ${n(x.idle)} ms of CPU a second |
| share of a node's CPU on its event loop | ${pct(x.mainShare)} | the main thread's CPU over the process's, one node |
| Redis, two nodes subscribed | ${n(x.redis)} | \`redis-server\` |
| nginx | ${n(x.nginx)} | master and worker |
| PostgreSQL backends (\`pg\`) | ${n(x.pg)} | the nodes' backends, the largest of the three configurations |

Assumptions:

- Each part may be ${pct(UTILISATION)} busy: past that, queues and latency grow fast. Costs per answer are those measured at ${n((big * 1000) / c.paceMs)} answers/s; nearer its bound a part batches more and spends less per answer (the 1,000-learner runs against the 5,000 show the direction), so the rates below are on the low side.
- A node is one Node.js process, bound by its event loop (one core; ${pct(x.mainShare)} of its CPU is there), not by its machine's cores: more cores on a machine help by running more nodes on it (\`kokpit@PORT\`). At its bound a node uses ${model(x, 1, 16).nodeCores.toFixed(2)} cores, so, leaving a core for the system, machines of ${MACHINE_CORES.join(', ')} cores hold ${MACHINE_CORES.map((k) => Math.max(1, Math.floor((k - 1) / model(x, 1, 16).nodeCores))).join(', ')} nodes; N below counts nodes, however they are spread over machines.
- With N nodes behind \`least_conn\`, a node records 1/N of the answers and receives every answer's push: its CPU per answer of the cluster is \`own / N + recv\`, and a node carries ${pct(UTILISATION)} of a core over that times the event-loop share. ${ceiling === null ? 'This run measured no reception cost, so the nodes scale as N here.' : `As N grows this tends to ${pct(UTILISATION)} of a core over \`recv\` alone: about ${n(ceiling)} answers/s (${n(ceiling * 5)} learners) however many nodes, the ceiling of a broadcast adapter.`}
- Redis is one thread; its CPU per answer is taken as growing in proportion to the nodes subscribed (measured with two). That is an upper bound, since a publish is parsed once and only its delivery repeats.
- PostgreSQL is taken as CPU-bound on its cores at the nodes' backends' CPU per answer: ${PG_CORES.map((cores) => `${n(pgBound(cores))} answers/s on ${cores} cores`).join(', ')}. Left out: its background processes (${n(x.two.pgBackground)} µs per answer here, shared with other work on that server), its disk (a WAL flush per commit, the commits batched; on a slow disk that bounds a small server before its CPU does), and lock waits between nodes writing the same rows (a student's answers all go through one node, so there are few). Each node holds up to ${POOL_PER_NODE} connections: past ${Math.floor(PG_MAX_CONNECTIONS / POOL_PER_NODE) - 1} nodes PostgreSQL's default \`max_connections\` (${PG_MAX_CONNECTIONS}) must be raised or a pooler (PgBouncer) put in front.
- nginx (${n(x.nginx)} µs per answer) is not a bound: one core of it carries ${n((UTILISATION * 1e6) / Math.max(1, x.nginx))} answers/s, and it has a worker per core.
- Learners answer once every 5 s each, so learners = 5 × answers/s, with this bench's mix (a test start every twenty answers, a push after every answer). Slower learners are more learners for the same rate, at a little more of the per-socket cost.

${modelTable(x)}

One node carries about ${n(loop(1))} answers/s (${n(loop(1) * 5)} learners answering every 5 s), two ${n(model(x, 2, 16).rate)}/s, four ${n(model(x, 4, 16).rate)}/s, eight ${n(model(x, 8, 16).rate)}/s: up to eight nodes ${model(x, 8, PG_CORES[0]).first === 'the nodes’ event loops' ? 'the nodes themselves are the bound, and each node added adds a little less than the one before, as the reception of every push, the same on every node, grows as a part of its work' : `the bound is ${model(x, 8, PG_CORES[0]).first}`} (${pct(x.recv / (x.own / 8 + x.recv))} of it at eight nodes). Past that, by this model: ${pgTurn.join('; ')}. A crowd arriving is a harder case than this steady state, and the model does not cover it: in these runs the last learner's first test started up to ${n(Math.max(...Object.values(d.results).map((r) => r[big].beginMs)) / 1000)} s after the first arrival (${n(big)} learners arriving at ${n(c.arrivalsPerS)} a second, on the shared machine).
`;
}
