// A quick look at one flat-out load, for working on the record path (not part of `npm run
// bench`): the built server over a fresh database, N students answering as fast as
// acknowledged, and optionally a V8 CPU profile of the server process.
//
//   node bench/record/profile.mjs [sqlite|postgres] [students=1000] [seconds=10] [pace ms]
//     [--cpu-prof] [--top] [--warmup=ms]
//
// Without a pace every learner answers as soon as acknowledged; with one, once every `pace` ms.
//
// The profile (.cpuprofile of the measured window alone, open it in Chrome DevTools) lands in a
// temporary directory, named on the last line; `--top` prints the functions with the most self
// time.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { child } from './child-process.mjs';
import { serveFlags } from './serve-flags.mjs';
import { readEdge, windowCosts } from './window-costs.mjs';

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith('--')));
const [kind = 'sqlite', students = '1000', seconds = '10', pace = ''] = args.filter(
  (a) => !a.startsWith('--'),
);
const warmupFlag = args.find((a) => a.startsWith('--warmup='));
const profileDir = flags.has('--cpu-prof') ? mkdtempSync(join(tmpdir(), 'kokpit-prof-')) : null;

/** The functions with the most self time in a .cpuprofile. */
function top(file, count = 40) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const self = new Map();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  for (const [id, us] of dt) {
    const f = byId.get(id).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
    total += us;
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([k, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
    .join('\n');
}

const server = child(
  './server.mjs',
  {
    BENCH_DB: kind,
    BENCH_STUDENTS: students,
    BENCH_PG_URL: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    ...(profileDir ? { BENCH_WINDOW_PROFILE: join(profileDir, 'window.cpuprofile') } : {}),
  },
  [
    ...serveFlags(),
    ...(process.env.PROFILE_IMPORT ? ['--import', process.env.PROFILE_IMPORT] : []),
  ],
);
// The server is this script's child: it goes when this script does, however it ends.
process.on('exit', () => server.proc.kill());
const ready = await server.next('ready');
console.log(`${kind}: ready in ${ready.setupMs} ms`);
const clients = child('./clients.mjs', {});
const edges = {};
clients.proc.on('message', (m) => {
  if (m.type === 'window') edges[m.edge] = readEdge(server);
});
clients.send({
  type: 'load',
  mode: 'record',
  url: ready.url,
  tokens: ready.tokens.slice(0, Number(students)),
  pace: pace ? Number(pace) : null,
  warmupMs: warmupFlag ? Number(warmupFlag.split('=')[1]) : pace ? 8000 : 3000,
  staggerMs: pace ? 5000 : 2000,
  durationMs: Number(seconds) * 1000,
});
const { result } = await clients.next('result');
clients.proc.kill();
const costs = windowCosts(await edges.start, await edges.end, result, Number(seconds) * 1000);
const us = (ms) => (ms === null ? '?' : Math.round(ms * 1000));
const share = (v) => (v === null ? '?' : `${Math.round(v * 100)}%`);
console.log({
  ...result,
  cpuUsPerAnswer: us(costs.cpuMsPerAnswer),
  learnersUsPerAnswer: us(costs.learnersMsPerAnswer),
  databaseUsPerAnswer: us(costs.databaseMsPerAnswer),
  othersUsPerAnswer: us(costs.othersMsPerAnswer),
  serverLoopBusy: share(costs.loopBusy),
  machineBusy: share(costs.machineBusy),
});
server.send({ type: 'stop' });
const { replies } = await server.next('stopped');
console.log(`replies stored: ${replies}`);
await new Promise((r) => server.proc.once('exit', r));
if (profileDir) {
  const file = join(profileDir, 'window.cpuprofile');
  if (flags.has('--top')) console.log(top(file));
  console.log(`profile: ${file}`);
}
