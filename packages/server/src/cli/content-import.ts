import { resolve } from 'node:path';
import { SECTION_CODES } from '@kokpit/shared';
import { loadConfig } from '../config/config.js';
import { migrate, openDatabase, type DatabaseHandle } from '../db/database.js';
import { importContent, type ImportSummary } from '../features/content/content-importer.js';
import type { ImportCounts } from '../features/content/content-model.js';
import { seedSections } from '../db/seeds/sections.js';

/*
 * npm run content:import -- PATH
 * Imports a ministry folder or a Kokpit pack into the configured database (DATABASE_URL).
 */

const USAGE =
  'Usage: npm run content:import -- PATH   (a ministry folder, a pack folder or pack.json)';

function countsLine(label: string, c: ImportCounts): string {
  const n = (v: number): string => String(v).padStart(5);
  return `  ${label.padEnd(12)} inserted ${n(c.inserted)}  updated ${n(c.updated)}  unchanged ${n(c.unchanged)}`;
}

function printSummary(summary: ImportSummary): void {
  console.log(`Imported ${summary.name} (${summary.format}) from ${summary.path}`);
  console.log(countsLine('questions', summary.questions));
  for (const code of SECTION_CODES) {
    const counts = summary.sections[code];
    if (counts) console.log(countsLine(`- ${code}`, counts));
  }
  console.log(countsLine('categories', summary.categories));
  console.log(countsLine('pictures', summary.pictures));
  if (summary.answersKept > 0) {
    console.log(`  ${summary.answersKept} answer(s) gone from the source kept: replies use them`);
  }
  if (summary.warnings.length > 0) {
    console.log(`  ${summary.warnings.length} warning(s), listed above`);
  }
  console.log(`  took ${summary.tookMs} ms`);
}

async function main(argv: string[]): Promise<number> {
  const path = argv[0];
  if (!path || argv.length > 1 || path === '--help' || path === '-h') {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; INIT_CWD is where the operator typed the command.
  const full = resolve(process.env.INIT_CWD ?? process.cwd(), path);
  const config = loadConfig();
  let handle: DatabaseHandle | undefined;
  try {
    handle = openDatabase(config);
    await migrate(handle);
    await seedSections(handle.db);
    const summary = await importContent(handle.db, full, { log: (m) => console.log(m) });
    printSummary(summary);
    return 0;
  } finally {
    await handle?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `content:import failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
