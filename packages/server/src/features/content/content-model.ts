import type { Language, SectionCode } from '@kokpit/shared';

/*
 * The neutral shape both readers (ministry CSV folder, JSON pack) produce and the importer
 * writes: one model, so idempotency and diffing are written once.
 */

export type LocalisedText = Partial<Record<Language, string>>;

export interface BundleCategory {
  /** categories.source_key: the ministry topic ("ΣΗΜΑΝΣΗ") or the pack key ("SIGNS"). */
  key: string;
  names: Record<Language, string>;
  /** Order among categories; applied only when the category is created. */
  position: number;
}

export interface BundleAnswer {
  no: number;
  correct: boolean;
  /** Per language; Greek is always present. */
  texts: LocalisedText;
}

export interface BundleQuestion {
  sourceId: string;
  sections: SectionCode[];
  categoryKey: string;
  questionNo: number;
  bookRef: string;
  chapter: number;
  /** undefined: the source has no levels, keep whatever the database holds. */
  level: number | undefined;
  photo: string | null;
  sound: string | null;
  /** Question text per language; Greek is always present. */
  texts: LocalisedText;
  /** undefined: the source has no help texts, keep what the database holds. */
  help: LocalisedText | undefined;
  answers: BundleAnswer[];
}

export interface BundlePicture {
  /** Lower-case file name with extension, the key questions.photo refers to. */
  name: string;
  contentType: string;
  /** Absolute path of the file, read only when the picture is new or changed. */
  path: string;
}

export interface ContentBundle {
  format: 'ministry' | 'pack';
  /** questions.source */
  source: string;
  name: string;
  categories: BundleCategory[];
  questions: BundleQuestion[];
  pictures: BundlePicture[];
  /** Oddities in the data that were repaired or skipped; reported, never fatal. */
  warnings: string[];
}

export interface ImportCounts {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Raised for content that cannot be imported at all; `problems` lists every reason. */
export class ContentImportError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length > 0 ? `${message}:\n  - ${problems.join('\n  - ')}` : message);
    this.name = 'ContentImportError';
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

/** The MIME type of a picture file name, or undefined when it is not a picture we serve. */
export function pictureContentType(fileName: string): string | undefined {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  // Own keys only: a file named `x.constructor` is no picture.
  return Object.hasOwn(CONTENT_TYPES, ext) ? CONTENT_TYPES[ext] : undefined;
}

/** Trims and folds line breaks: exported texts carry stray ones mid-sentence. */
export function cleanText(value: string): string {
  return value.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
