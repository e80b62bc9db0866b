import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread running the module `name` beside `from` (a module's import.meta.url): the built
 * server's `name.js`; or, where the tests run the TypeScript sources, `name.ts` compiled on the
 * fly by tsx (a development dependency, resolved from the project's root where tests run). The
 * server's tsconfig maps @kokpit/shared to its sources, as the tests have it. The test suites
 * bundle the threads once per run (test/global-setup.ts, KOKPIT_TEST_WORKERS): tsx took 1.5 s
 * to start each.
 */
export function moduleWorker(from: string, name: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const bundled =
    process.env.KOKPIT_TEST_WORKERS && join(process.env.KOKPIT_TEST_WORKERS, `${name}.mjs`);
  if (bundled && existsSync(bundled)) return new Worker(pathToFileURL(bundled), options);
  const source = new URL(`./${name}.ts`, from).href;
  const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
