import {
  translate,
  type CategoryView,
  type Language,
  type QuestionView,
  type SectionCode,
  type SectionView,
} from '@kokpit/shared';
import type { CategoryRow, QuestionRow, SectionRow } from './content.repository.js';

/** The stable picture URL; the version makes it safe to cache for a year. */
export function pictureUrl(name: string | null, version: string | null): string | null {
  if (!name) return null;
  const path = `/media/pictures/${encodeURIComponent(name)}`;
  return version ? `${path}?v=${version}` : path;
}

/** A section as SPEC §3 names its fields (status fields come from the student's side). */
export function presentSection(row: SectionRow, lang: Language): SectionView {
  // Section rows are seeded from SECTION_CODES (db/seeds/sections.ts).
  const code = row.code as SectionCode;
  return {
    code,
    name: translate(lang, `sectionName.${code}`),
    icon: row.icon,
    duration: row.minutes,
    questions: row.questionsPerTest,
    min: row.errorsAllowed,
    minSuccess: row.minSuccess,
    questionCount: row.questionCount,
    categories: row.categories.map((c) => ({
      id: c.id,
      key: c.key,
      questionCount: c.questionCount,
    })),
  };
}

export function presentCategory(row: CategoryRow): CategoryView {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    icon: row.icon,
    questionCount: row.questionCount,
  };
}

/** A question as SPEC §3: the answers carry isCorrect only when the caller may see it. */
export function presentQuestion(
  q: QuestionRow,
  options: { withCorrect: boolean; schoolHelp?: string; reply?: number | null },
): QuestionView {
  return {
    id: q.id,
    categoryId: q.categoryId,
    questionNo: q.questionNo,
    bookRef: q.bookRef,
    question: q.text,
    help: q.help,
    schoolHelp: options.schoolHelp ?? '',
    theoryUrl: q.theoryUrl,
    theoryName: q.theoryName,
    level: q.level,
    photo: pictureUrl(q.photo, q.photoVersion),
    hasVideo: Boolean(q.videoUrl),
    videoUrl: q.videoUrl,
    // No bank we import carries audio files (the ministry's lists clip ids only, docs/CONTENT.md),
    // so no question has a recording to play: the test page reads it aloud instead.
    hasMp3: false,
    answers: q.answers.map((a) => ({
      id: a.id,
      no: a.no,
      answer: a.text,
      ...(options.withCorrect ? { isCorrect: a.isCorrect } : {}),
    })),
    reply: options.reply ?? null,
  };
}
