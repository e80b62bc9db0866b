import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language, SectionCode } from '@kokpit/shared';
import {
  categoryNames,
  categoryPosition,
  FALLBACK_TOPIC,
  TOPIC_ALIASES,
} from './category-names.js';
import {
  cleanText,
  ContentImportError,
  pictureContentType,
  type BundleAnswer,
  type BundleCategory,
  type BundlePicture,
  type BundleQuestion,
  type ContentBundle,
} from './content-model.js';
import { parseCsvRecords } from './csv-parser.js';

/*
 * Reader of the ministry "testDrive" export: Questions.csv, Answers.csv and images/
 * (format: ../shared/content/README.md, mapping: docs/CONTENT.md).
 */

const QUESTION_COLUMNS = [
  'QCod',
  'QKateg',
  'QPag',
  'QLang',
  'QLect',
  'QPhoto',
  'QSound',
  'QBook',
] as const;
const ANSWER_COLUMNS = ['AQCod', 'AAA', 'ALect', 'ACorr'] as const;
type QuestionRecord = Record<(typeof QUESTION_COLUMNS)[number], string>;
type AnswerRecord = Record<(typeof ANSWER_COLUMNS)[number], string>;

const LANGUAGE_BY_CODE: Record<string, Language> = { '1': 'el', '2': 'en', '3': 'ru', '4': 'sq' };
/** A translation's row id is the Greek id plus this offset per language. */
const ID_OFFSET: Record<Language, number> = { el: 0, en: 10000, ru: 20000, sq: 30000 };

/** QKateg → sections. ADR (5) has no base section; 253 is one stray truck row. */
export const MINISTRY_SECTIONS: Readonly<Record<string, SectionCode[]>> = {
  '1': ['car'],
  '2': ['bike'],
  '3': ['truck', 'ptruck'],
  '253': ['truck', 'ptruck'],
  '4': ['bus', 'pbus'],
  '5': ['ptruck', 'pbus'],
};

const LATIN_LOOKALIKES: Record<string, string> = {
  A: 'Α', B: 'Β', E: 'Ε', H: 'Η', I: 'Ι', K: 'Κ', M: 'Μ', N: 'Ν',
  O: 'Ο', P: 'Ρ', T: 'Τ', X: 'Χ', Y: 'Υ', Z: 'Ζ',
}; // prettier-ignore

/**
 * The category topic of a book reference: "ΑΛΚΟΟΛ 31" → "ΑΛΚΟΟΛ", "ΑΣΦΑΛΕΙΑ1 4" → "ΑΣΦΑΛΕΙΑ".
 * A topic written only with Latin letters that look Greek ("M 23" among "Μ 24") is the Greek one.
 */
export function bookTopic(bookRef: string): string {
  let topic = bookRef
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleUpperCase('el')
    .replace(/[\s\d\p{P}]+$/u, '');
  if (/^[ABEHIKMNOPTXYZ ]+$/.test(topic))
    topic = topic.replace(/\S/g, (c) => LATIN_LOOKALIKES[c] ?? c);
  if (Object.hasOwn(TOPIC_ALIASES, topic)) topic = TOPIC_ALIASES[topic]!;
  return topic === '' ? FALLBACK_TOPIC : topic;
}

/** The question's number in the book: the last number of the reference, 0 when there is none. */
export function bookNumber(bookRef: string): number {
  const match = /(\d+)\D*$/.exec(bookRef);
  return match?.[1] ? Number(match[1]) : 0;
}

interface QuestionRow {
  base: number;
  lang: Language;
  record: QuestionRecord;
}

/** Reads a ministry folder into the neutral bundle; data slips are repaired and reported. */
export async function readMinistryFolder(folder: string): Promise<ContentBundle> {
  const warnings: string[] = [];
  const [questionsCsv, answersCsv, pictures] = await Promise.all([
    readCsv(join(folder, 'Questions.csv'), QUESTION_COLUMNS),
    readCsv(join(folder, 'Answers.csv'), ANSWER_COLUMNS),
    listPictures(join(folder, 'images')),
  ]);
  const rowsByCod = new Map<number, QuestionRow>();
  const rowsByBase = new Map<number, Map<Language, QuestionRecord>>();
  for (const record of questionsCsv) {
    const row = identify(record, warnings);
    if (!row) continue;
    rowsByCod.set(Number(record.QCod), row);
    const langs = rowsByBase.get(row.base) ?? new Map<Language, QuestionRecord>();
    langs.set(row.lang, record);
    rowsByBase.set(row.base, langs);
  }
  const answersByCod = groupAnswers(answersCsv, rowsByCod, warnings);
  const pictureNames = new Map(pictures.map((p) => [p.name.replace(/\.[^.]+$/, ''), p.name]));

  const questions: BundleQuestion[] = [];
  for (const [base, langs] of [...rowsByBase].sort(([a], [b]) => a - b)) {
    const question = buildQuestion(base, langs, answersByCod, pictureNames, warnings);
    if (question) questions.push(question);
  }
  return {
    format: 'ministry',
    source: 'ministry',
    name: 'Ministry question bank',
    categories: categoriesOf(questions),
    questions,
    pictures,
    warnings,
  };
}

async function readCsv<K extends string>(
  path: string,
  columns: readonly K[],
): Promise<Array<Record<K, string>>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ContentImportError(`Cannot read ${path}`);
  }
  try {
    return parseCsvRecords(text, columns);
  } catch (error) {
    throw new ContentImportError(
      `${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

async function listPictures(folder: string): Promise<BundlePicture[]> {
  const files = await readdir(folder).catch(() => [] as string[]);
  const pictures: BundlePicture[] = [];
  for (const file of files.sort()) {
    const contentType = pictureContentType(file);
    if (contentType)
      pictures.push({ name: file.toLowerCase(), contentType, path: join(folder, file) });
  }
  return pictures;
}

function identify(record: QuestionRecord, warnings: string[]): QuestionRow | undefined {
  const cod = Number(record.QCod);
  const code = record.QLang.trim();
  const lang = Object.hasOwn(LANGUAGE_BY_CODE, code) ? LANGUAGE_BY_CODE[code] : undefined;
  const base = lang ? cod - ID_OFFSET[lang] : NaN;
  if (!lang || !Number.isInteger(base) || base <= 0 || base >= 10000) {
    warnings.push(
      `Questions.csv: row ${record.QCod} (QLang ${record.QLang}) skipped: unknown id or language`,
    );
    return undefined;
  }
  return { base, lang, record };
}

interface RawAnswer {
  no: number;
  text: string;
  correct: boolean;
}

/**
 * Answers per question row id. A number repeated within one row (question 4023 lists 1, 2, 2)
 * becomes the next free number, so the translations, listed in the same order, still line up.
 */
function groupAnswers(
  records: AnswerRecord[],
  rowsByCod: Map<number, QuestionRow>,
  warnings: string[],
): Map<number, RawAnswer[]> {
  const byCod = new Map<number, RawAnswer[]>();
  for (const record of records) {
    const cod = Number(record.AQCod);
    if (!rowsByCod.has(cod)) {
      warnings.push(`Answers.csv: answer of unknown question ${record.AQCod} skipped`);
      continue;
    }
    const list = byCod.get(cod) ?? [];
    let no = Number(record.AAA);
    if (!Number.isInteger(no) || no < 1 || list.some((a) => a.no === no)) {
      const next = Math.max(0, ...list.map((a) => a.no)) + 1;
      warnings.push(
        `Answers.csv: question ${cod} answer number ${record.AAA} repeated, stored as ${next}`,
      );
      no = next;
    }
    list.push({ no, text: cleanText(record.ALect), correct: record.ACorr.trim() === '1' });
    byCod.set(cod, list);
  }
  return byCod;
}

function buildQuestion(
  base: number,
  langs: Map<Language, QuestionRecord>,
  answersByCod: Map<number, RawAnswer[]>,
  pictureNames: Map<string, string>,
  warnings: string[],
): BundleQuestion | undefined {
  const greek = langs.get('el');
  const sections = greek ? MINISTRY_SECTIONS[greek.QKateg.trim()] : undefined;
  const greekAnswers = answersByCod.get(base) ?? [];
  const problem = !greek
    ? 'has no Greek row'
    : !sections
      ? `has unknown QKateg ${greek.QKateg}`
      : greekAnswers.length < 2 || greekAnswers.filter((a) => a.correct).length !== 1
        ? 'needs two or more answers with exactly one correct'
        : undefined;
  if (problem || !greek || !sections) {
    warnings.push(`question ${base} skipped: ${problem ?? ''}`);
    return undefined;
  }
  const texts: Partial<Record<Language, string>> = {};
  for (const [lang, record] of langs) texts[lang] = cleanText(record.QLect);
  return {
    sourceId: String(base),
    sections,
    categoryKey: bookTopic(greek.QBook),
    questionNo: bookNumber(greek.QBook),
    bookRef: cleanText(greek.QBook),
    chapter: Number(greek.QPag) || 0,
    level: undefined,
    photo: photoName(greek.QPhoto, pictureNames, base, warnings),
    sound: ['', '0'].includes(greek.QSound.trim()) ? null : greek.QSound.trim(),
    texts,
    help: undefined,
    answers: buildAnswers(base, langs, greekAnswers, answersByCod, warnings),
  };
}

function buildAnswers(
  base: number,
  langs: Map<Language, QuestionRecord>,
  greekAnswers: RawAnswer[],
  answersByCod: Map<number, RawAnswer[]>,
  warnings: string[],
): BundleAnswer[] {
  const answers = [...greekAnswers]
    .sort((a, b) => a.no - b.no)
    .map((a): BundleAnswer => ({ no: a.no, correct: a.correct, texts: { el: a.text } }));
  for (const lang of langs.keys()) {
    if (lang === 'el') continue;
    for (const translated of answersByCod.get(base + ID_OFFSET[lang]) ?? []) {
      const answer = answers.find((a) => a.no === translated.no);
      if (answer) answer.texts[lang] = translated.text;
      else
        warnings.push(
          `question ${base}: ${lang} answer ${translated.no} has no Greek answer, skipped`,
        );
    }
  }
  return answers;
}

function photoName(
  raw: string,
  pictureNames: Map<string, string>,
  base: number,
  warnings: string[],
): string | null {
  const stem = raw.trim().toLowerCase();
  if (stem === '' || stem === '0') return null;
  const name = pictureNames.get(stem) ?? pictureNames.get(stem.replace(/\.[^.]+$/, ''));
  if (!name) warnings.push(`question ${base}: picture ${raw} not found in images/`);
  return name ?? null;
}

function categoriesOf(questions: BundleQuestion[]): BundleCategory[] {
  const keys = [...new Set(questions.map((q) => q.categoryKey))];
  return keys.map((key) => ({ key, names: categoryNames(key), position: categoryPosition(key) }));
}
