// The machine's busy CPU time (every process, all cores) from /proc/stat, in ms: the learners,
// the server and the database share two cores, so what the database processes spend is the
// machine's busy time less the server's and the learners'. Null where /proc/stat is missing.
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

export function machineBusyMs() {
  try {
    const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
    // cpu user nice system idle iowait irq softirq steal ...
    const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
    return (user + nice + system + irq + softirq + (steal ?? 0)) * TICK_MS;
  } catch {
    return null;
  }
}
