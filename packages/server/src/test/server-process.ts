import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository's root, where npm scripts and the server's process start. */
export const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  proc: ChildProcess;
  url: string;
  /** What the process printed, both streams (for a failing test's message). */
  output: () => string;
  /** SIGTERM, and resolves once the process has exited (its database closed). */
  stop: () => Promise<number | null>;
}

/**
 * Kokpit as an operator runs it (packages/server/src/main.ts) in a process of its own, from
 * the TypeScript sources: resolves once it says it is serving. `env` adds to a test setup
 * (127.0.0.1, a free port, no rate limits, no scheduled jobs' timers).
 */
export function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'silent',
      TSX_TSCONFIG_PATH: 'packages/server/tsconfig.json',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  proc.stdout!.setEncoding('utf8');
  proc.stderr!.setEncoding('utf8');
  proc.stderr!.on('data', (chunk: string) => (text += chunk));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', resolve));
  return new Promise((resolve, reject) => {
    proc.stdout!.on('data', (chunk: string) => {
      text += chunk;
      const port = /serving on http:\/\/\S+?:(\d+)/.exec(text)?.[1];
      if (!port) return;
      proc.stdout!.removeAllListeners('data');
      proc.stdout!.on('data', (more: string) => (text += more));
      resolve({
        proc,
        url: `http://127.0.0.1:${port}`,
        output: () => text,
        stop: () => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`the server exited (${code}) before serving:\n${text}`)),
    );
  });
}
