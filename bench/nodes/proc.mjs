// CPU time of processes from /proc (Linux): what each part of the cluster spent in a measured
// window, read from outside, so a process that is not ours to instrument (nginx, Redis,
// PostgreSQL's backends) is counted like a Kokpit node.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** The fields of a /proc stat line after the command (which may hold spaces and brackets). */
function statFields(path) {
  try {
    const text = readFileSync(path, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null; // the process has ended
  }
}

/** User and system CPU time of a process (all its threads) or of one thread, in ms. */
export function cpuMs(pid, tid) {
  const fields = statFields(tid ? `/proc/${pid}/task/${tid}/stat` : `/proc/${pid}/stat`);
  // After the command: state(0) ppid(1) … utime(11) stime(12).
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : null;
}

/** The processes whose parent is `pid` (nginx's workers under its master). */
export function childrenOf(pid) {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(`/proc/${name}/stat`);
    if (fields && Number(fields[1]) === pid) out.push(Number(name));
  }
  return out;
}

/** The machine's busy CPU time so far (every process, all cores), in ms. */
export function machineBusyMs() {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const [user, nice, system, , , irq, softirq, steal] = cpu.split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + (steal ?? 0)) * TICK_MS;
}

/** CPU time so far of each pid of `groups` ({name: [pid, …]}): {name: {pid: ms}}. */
export function snapshot(groups) {
  const out = {};
  for (const [name, pids] of Object.entries(groups)) {
    out[name] = {};
    for (const pid of pids) {
      const ms = cpuMs(pid);
      if (ms !== null) out[name][pid] = ms;
    }
  }
  return out;
}

/**
 * CPU time each group spent between two snapshots, in ms. A process seen only at the end
 * started inside the window: all its time counts. One seen only at the start ended inside it:
 * its last part is lost (PostgreSQL's backends live as long as a node's pool holds them).
 */
export function spent(start, end) {
  const out = {};
  for (const [name, pids] of Object.entries(end)) {
    out[name] = 0;
    for (const [pid, ms] of Object.entries(pids)) out[name] += ms - (start[name]?.[pid] ?? 0);
  }
  return out;
}
