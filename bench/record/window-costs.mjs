// What a measured window of a load cost, per answer: the server's CPU time (user and system,
// all its threads), the learners' own, and the rest of the machine's busy time (the database's
// processes, the kernel's writers), with how busy the server's event loop and the cores were.
// The learners, the server and the database share the machine's cores, so each is counted.
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The machine's busy CPU time so far (every process, all cores) in ms; null without /proc. */
function machineBusyMs() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal ...
    const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + (steal ?? 0)) * TICK_MS;
  } catch {
    return null;
  }
}

/** One edge of the window: the server's CPU and event-loop use so far, and the machine's. */
export async function readEdge(server) {
  server.send({ type: 'cpu' });
  const { usage, elu, backends } = await server.next('cpu');
  return { ms: (usage.user + usage.system) / 1000, elu, machineMs: machineBusyMs(), backends };
}

/**
 * Costs of the window between two edges for `result` (the learners' report: answers and their
 * own CPU time), in ms per answer, and the busy shares (0–1; null where unknown).
 */
export function windowCosts(start, end, result, durationMs) {
  const perAnswer = (v) => Math.round((v / Math.max(1, result.answers)) * 1000) / 1000;
  const serverMs = end.ms - start.ms;
  const loopActive = end.elu.active - start.elu.active;
  const loopAll = loopActive + end.elu.idle - start.elu.idle;
  const machine = start.machineMs === null ? null : end.machineMs - start.machineMs;
  return {
    cpuMsPerAnswer: perAnswer(serverMs),
    learnersMsPerAnswer: perAnswer(result.clientCpuMs),
    // PostgreSQL's backends serving the server (a backend opened in the window counts whole).
    databaseMsPerAnswer: end.backends
      ? perAnswer(
          Object.entries(end.backends).reduce(
            (sum, [pid, ms]) => sum + ms - (start.backends?.[pid] ?? 0),
            0,
          ),
        )
      : null,
    othersMsPerAnswer:
      machine === null ? null : perAnswer(Math.max(0, machine - serverMs - result.clientCpuMs)),
    loopBusy: loopAll > 0 ? loopActive / loopAll : null,
    machineBusy: machine === null ? null : machine / (durationMs * availableParallelism()),
  };
}
