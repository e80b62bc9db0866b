import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { LANGUAGES, SECTION_CODES, type Language } from '@kokpit/shared';
import { z } from 'zod';
import {
  cleanText,
  ContentImportError,
  pictureContentType,
  type BundlePicture,
  type BundleQuestion,
  type ContentBundle,
  type LocalisedText,
} from './content-model.js';
import { bookNumber } from './ministry-format.js';

/* Reader of Kokpit's own JSON pack, format "kokpit-pack/1" (docs/CONTENT.md). */

export const PACK_FORMAT = 'kokpit-pack/1';

const text = z.string().trim();
/** Greek is the source language and the fallback of every reader, so it is required. */
const localised = z.strictObject({
  el: text.min(1, 'Greek text is required'),
  en: text.optional(),
  ru: text.optional(),
  sq: text.optional(),
});
const optionalLocalised = z.strictObject({
  el: text.optional(),
  en: text.optional(),
  ru: text.optional(),
  sq: text.optional(),
});

const packAnswer = z.strictObject({ text: localised, correct: z.boolean() });

const packQuestion = z.strictObject({
  /** Unique within the pack; becomes questions.source_id, so re-imports update in place. */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'id: letters, digits, . _ - (max 64)'),
  sections: z.array(z.enum(SECTION_CODES)).min(1),
  category: z.string().trim().min(1),
  bookRef: z.string().trim().max(64).optional(),
  level: z.number().int().min(1).max(5).optional(),
  photo: z.string().trim().max(128).optional(),
  text: localised,
  help: optionalLocalised.optional(),
  answers: z
    .array(packAnswer)
    .min(2, 'needs 2 to 5 answers')
    .max(5, 'needs 2 to 5 answers')
    .refine((answers) => answers.filter((a) => a.correct).length === 1, {
      message: 'exactly one answer must be correct',
    }),
});

export const packSchema = z.object({
  format: z.literal(PACK_FORMAT),
  name: z.string().trim().min(1),
  categories: z.array(
    z.strictObject({
      key: z.string().trim().min(1).max(64),
      names: localised,
    }),
  ),
  questions: z.array(packQuestion),
});
export type Pack = z.infer<typeof packSchema>;

/** Reads and validates pack.json and its pictures/ folder; throws with every problem found. */
export async function readPackFile(packPath: string): Promise<ContentBundle> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(packPath, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ContentImportError(`Cannot read pack ${packPath}: ${reason}`);
  }
  const pictures = await listPackPictures(join(dirname(packPath), 'pictures'));
  const pack = validatePack(raw, new Set(pictures.map((p) => p.name)));
  return packToBundle(pack, pictures);
}

/** Schema check plus the cross-references zod cannot see; problems name the question id. */
export function validatePack(raw: unknown, pictureNames: ReadonlySet<string>): Pack {
  const parsed = packSchema.safeParse(raw);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => describeIssue(raw, issue));
  problems.push(...referenceProblems(raw, pictureNames));
  if (!parsed.success || problems.length > 0) {
    throw new ContentImportError('Invalid content pack', problems);
  }
  return parsed.data;
}

/** Just the fields cross-references need, read leniently so they are checked on a broken pack too. */
const referencesSchema = z.object({
  categories: z.array(z.record(z.string(), z.unknown())).catch([]),
  questions: z.array(z.record(z.string(), z.unknown())).catch([]),
});

/** As the schema compares them: strings trimmed. */
const refValue = (v: unknown): unknown => (typeof v === 'string' ? v.trim() : v);

function referenceProblems(raw: unknown, pictureNames: ReadonlySet<string>): string[] {
  const refs = referencesSchema.safeParse(raw);
  if (!refs.success) return [];
  const problems: string[] = [];
  const keys = new Set<unknown>();
  for (const { key } of refs.data.categories) {
    if (keys.has(refValue(key))) problems.push(`category ${String(key)}: duplicate key`);
    keys.add(refValue(key));
  }
  const ids = new Set<unknown>();
  refs.data.questions.forEach(({ id, category, photo }, i) => {
    const name = typeof id === 'string' ? id : `question #${i + 1}`;
    if (ids.has(id)) problems.push(`${name}: duplicate question id`);
    ids.add(id);
    if (!keys.has(refValue(category)))
      problems.push(`${name}: unknown category ${String(category)}`);
    if (
      typeof photo === 'string' &&
      photo.trim() !== '' &&
      !pictureNames.has(photo.trim().toLowerCase())
    ) {
      problems.push(`${name}: photo ${photo} is not in pictures/`);
    }
  });
  return problems;
}

function describeIssue(raw: unknown, issue: z.core.$ZodIssue): string {
  const [head, index, ...rest] = issue.path;
  if (head === 'questions' && typeof index === 'number') {
    const id = questionIdAt(raw, index) ?? `question #${index + 1}`;
    const field = rest.length > 0 ? `${rest.join('.')}: ` : '';
    return `${id}: ${field}${issue.message}`;
  }
  return `${issue.path.length > 0 ? issue.path.join('.') : 'pack'}: ${issue.message}`;
}

function questionIdAt(raw: unknown, index: number): string | undefined {
  if (typeof raw !== 'object' || raw === null || !('questions' in raw)) return undefined;
  const questions = raw.questions;
  const q: unknown = Array.isArray(questions) ? questions[index] : undefined;
  if (typeof q !== 'object' || q === null || !('id' in q)) return undefined;
  return typeof q.id === 'string' ? q.id : undefined;
}

async function listPackPictures(folder: string): Promise<BundlePicture[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  return files.sort().flatMap((file) => {
    const contentType = pictureContentType(file);
    return contentType ? [{ name: file.toLowerCase(), contentType, path: join(folder, file) }] : [];
  });
}

/** Languages with a non-empty value; Greek is the fallback, so absent ones get no row. */
function present(value: Partial<Record<Language, string | undefined>> | undefined): LocalisedText {
  const out: LocalisedText = {};
  for (const lang of LANGUAGES) {
    const v = value?.[lang];
    if (v) out[lang] = cleanText(v);
  }
  return out;
}

function packToBundle(pack: Pack, pictures: BundlePicture[]): ContentBundle {
  const questions = pack.questions.map((q, i): BundleQuestion => ({
    sourceId: q.id,
    sections: [...new Set(q.sections)],
    categoryKey: q.category,
    questionNo: q.bookRef ? bookNumber(q.bookRef) : i + 1,
    bookRef: q.bookRef ?? '',
    chapter: 0,
    level: q.level ?? 1,
    photo: q.photo ? q.photo.toLowerCase() : null,
    sound: null,
    texts: present(q.text),
    // The pack owns its help texts: a language without one is stored as ''.
    help: Object.fromEntries(LANGUAGES.map((lang) => [lang, q.help?.[lang] ?? ''])),
    answers: q.answers.map((a, n) => ({ no: n + 1, correct: a.correct, texts: present(a.text) })),
  }));
  const categories = pack.categories.map((c, position) => {
    const names = present(c.names);
    const el = names.el ?? c.key;
    const all = Object.fromEntries(LANGUAGES.map((lang) => [lang, names[lang] ?? el]));
    return { key: c.key, names: all as Record<Language, string>, position };
  });
  return {
    format: 'pack',
    source: 'pack',
    name: pack.name,
    categories,
    questions,
    pictures,
    warnings: [],
  };
}
