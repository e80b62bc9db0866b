import { fork } from 'node:child_process';

/** A file of this folder by its relative name, or any file by its URL. */
const here = (file) => (file instanceof URL ? file : new URL(file, import.meta.url)).pathname;

/**
 * A bench process (server, learners, echo) of this folder, or of another bench's given by its
 * URL, spoken to over IPC: `next(type)` waits for its next message of that type, rejecting on an
 * `error` message or a failed exit.
 */
export function child(file, env = {}, execArgv = []) {
  const proc = fork(here(file), [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type) =>
    new Promise((resolve, reject) => {
      const onMessage = (msg) => {
        if (msg.type === type) {
          proc.off('message', onMessage);
          resolve(msg);
        } else if (msg.type === 'error') reject(new Error(msg.message));
      };
      proc.on('message', onMessage);
      proc.once('exit', (code) => code !== 0 && reject(new Error(`${file} exited with ${code}`)));
    });
  return { proc, next, send: (msg) => proc.send(msg) };
}
