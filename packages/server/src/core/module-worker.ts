import { fileURLToPath } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A thread running the module `name` beside `from` (a module's import.meta.url): the built
 * server's `name.js`; or, where the tests run the TypeScript sources, `name.ts` compiled on the
 * fly by tsx (a development dependency, resolved from the project's root where tests run). The
 * server's tsconfig maps @kokpit/shared to its sources, as the tests have it.
 */
export function moduleWorker(from: string, name: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, from), options);
  const source = new URL(`./${name}.ts`, from).href;
  const tsconfig = fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register({ tsconfig: ${JSON.stringify(tsconfig)} }); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { ...options, eval: true });
}
