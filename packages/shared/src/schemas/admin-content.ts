import { z } from 'zod';
import type { Language } from '../constants.js';

/*
 * Content import from the back office (issue 20 item 7): the shipped sample pack, or a ministry
 * folder / pack under the server's allowed root (CONTENT_IMPORT_ROOT). The import runs in the
 * background; `import-progress` pushes on /admin tell the operator's tabs how far it has come
 * and, at the end, what it changed.
 */
export const contentImportPayload = z.strictObject({
  source: z.enum(['sample', 'folder'], { error: 'validation.criteria' }),
  /** Only for `folder`: a path inside the allowed root (relative to it, or absolute). */
  path: z.string().trim().max(500).optional(),
});
export type ContentImportPayload = z.input<typeof contentImportPayload>;

export const IMPORT_STAGES = ['reading', 'categories', 'questions', 'pictures', 'done'] as const;
export type ImportStage = (typeof IMPORT_STAGES)[number];

export interface ImportCountsView {
  inserted: number;
  updated: number;
  unchanged: number;
}

export interface ContentImportSummaryView {
  name: string;
  format: 'ministry' | 'pack';
  questions: ImportCountsView;
  categories: ImportCountsView;
  pictures: ImportCountsView;
  /** Question translations written per language: new ones and changed ones. */
  languages: Partial<Record<Language, { added: number; updated: number }>>;
  warnings: number;
  tookMs: number;
}

export interface ContentImportStartedView {
  importId: string;
}

export interface ImportProgress {
  importId: string;
  percent: number;
  stage: ImportStage;
  done: boolean;
  summary?: ContentImportSummaryView;
  /** Set when the import failed (nothing was written: it runs in one transaction). */
  error?: string;
}
