import { rmSync } from 'node:fs';

/** Removes the run's database and web copy (E2E_KEEP_DATA=1 keeps them for a post-mortem). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_KEEP_DATA !== '1') rmSync(dir, { recursive: true, force: true });
}
