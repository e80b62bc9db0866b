import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ImportStage, SectionCode } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { ContentImportError, type ContentBundle, type ImportCounts } from './content-model.js';
import { writeCategories, writeQuestions, type QuestionWriteResult } from './content-writer.js';
import { upsertPictures, type PictureRow } from './content-import.repository.js';
import { countQuestions, loadPictureHashes } from './import-state.repository.js';
import { readMinistryFolder } from './ministry-format.js';
import { readPackFile } from './pack-format.js';
import { seedSections } from '../../db/seeds/sections.js';

/** What an import did; questions are counted once overall and once per section they are in. */
export interface ImportSummary {
  format: ContentBundle['format'];
  source: string;
  name: string;
  path: string;
  questions: ImportCounts;
  sections: Partial<Record<SectionCode, ImportCounts>>;
  categories: ImportCounts;
  pictures: ImportCounts;
  /** Question translations written per language. */
  languages: QuestionWriteResult['languages'];
  /** Answers gone from the source but kept because replies point at them. */
  answersKept: number;
  warnings: string[];
  tookMs: number;
}

export interface ImportOptions {
  log?: (message: string) => void;
  /** Told as the import moves on: percent 0–100 and the stage it is in. */
  progress?: (percent: number, stage: ImportStage) => void;
}

/**
 * Imports a content source into the bank: a ministry folder (with Questions.csv) or a Kokpit
 * pack (pack.json, or a folder holding it). Idempotent; never deletes questions or touches
 * students' replies, statistics or tests (docs/CONTENT.md).
 */
export async function importContent(
  db: Db,
  path: string,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const log = options.log ?? (() => undefined);
  const progress = options.progress ?? (() => undefined);
  const started = Date.now();
  progress(0, 'reading');
  const bundle = await readContent(path);
  const pictures = await readPictures(bundle);
  progress(20, 'categories');
  log(
    `Importing ${bundle.name} (${bundle.questions.length} questions, ${pictures.length} pictures)`,
  );
  const summary = await db.transaction().execute(async (trx) => {
    await seedSections(trx, started);
    const categories = await writeCategories(trx, bundle.categories);
    progress(30, 'questions');
    const questions = await writeQuestions(trx, bundle, categories.ids, started);
    progress(80, 'pictures');
    const pictureCounts = await writePictures(trx, pictures, started);
    return { categories: categories.counts, ...questions, pictures: pictureCounts };
  });
  for (const warning of bundle.warnings) log(`warning: ${warning}`);
  progress(100, 'done');
  return {
    format: bundle.format,
    source: bundle.source,
    name: bundle.name,
    path: resolve(path),
    ...summary,
    warnings: bundle.warnings,
    tookMs: Date.now() - started,
  };
}

/** Reads whichever format `path` holds; throws a ContentImportError naming the path otherwise. */
export async function readContent(path: string): Promise<ContentBundle> {
  const full = resolve(path);
  if (!existsSync(full)) throw new ContentImportError(`No such file or folder: ${full}`);
  if (statSync(full).isDirectory()) {
    if (existsSync(join(full, 'Questions.csv'))) return readMinistryFolder(full);
    if (existsSync(join(full, 'pack.json'))) return readPackFile(join(full, 'pack.json'));
    throw new ContentImportError(
      `${full} holds neither Questions.csv (ministry) nor pack.json (pack)`,
    );
  }
  if (full.endsWith('.json')) return readPackFile(full);
  throw new ContentImportError(`${full} is not a ministry folder or a pack.json file`);
}

type LoadedPicture = Omit<PictureRow, 'updated_at'>;

async function readPictures(bundle: ContentBundle): Promise<LoadedPicture[]> {
  return Promise.all(
    bundle.pictures.map(async (p) => {
      const bytes = await readFile(p.path);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      return { name: p.name, content_type: p.contentType, sha256, bytes };
    }),
  );
}

/** Upserts pictures by name; one whose bytes hash the same is left alone. */
async function writePictures(db: Db, pictures: LoadedPicture[], at: number): Promise<ImportCounts> {
  const stored = await loadPictureHashes(db);
  const counts: ImportCounts = { inserted: 0, updated: 0, unchanged: 0 };
  const rows: PictureRow[] = [];
  for (const p of pictures) {
    const hash = stored.get(p.name);
    if (hash === p.sha256) {
      counts.unchanged += 1;
      continue;
    }
    counts[hash === undefined ? 'inserted' : 'updated'] += 1;
    rows.push({ ...p, updated_at: at });
  }
  await upsertPictures(db, rows);
  return counts;
}

/**
 * The package root (packages/server), found by walking up from this module: the same from
 * src/ under tsx and from dist/ after tsc.
 */
export function serverPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = dirname(from);
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

/** The sample bank shipped with the server. */
export const sampleContentPath = (): string => join(serverPackageRoot(), 'content', 'sample');

/**
 * Seeds the sections, then imports `contentPath` (KOKPIT_CONTENT) or else the sample bank, but
 * only while the bank has no questions: a first start gets content, later starts import nothing.
 */
export async function seedInitialContent(
  db: Db,
  options: ImportOptions & { contentPath?: string } = {},
): Promise<ImportSummary | null> {
  await seedSections(db);
  if ((await countQuestions(db)) > 0) return null;
  const path = options.contentPath ?? sampleContentPath();
  if (!options.contentPath && !existsSync(join(path, 'pack.json'))) {
    options.log?.(`No sample content at ${path}; the bank stays empty`);
    return null;
  }
  return importContent(db, path, options);
}
