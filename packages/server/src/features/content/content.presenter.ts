import { translate, type Language, type SectionCode } from '@kokpit/shared';
import type { CategoryRow, QuestionRow, SectionRow } from './content.repository.js';

/** The stable picture URL; the version makes it safe to cache for a year. */
export function pictureUrl(name: string | null, version: string | null): string | null {
  if (!name) return null;
  const path = `/media/pictures/${encodeURIComponent(name)}`;
  return version ? `${path}?v=${version}` : path;
}

/** A section as SPEC §3 names its fields (status fields come from the student's side). */
export function presentSection(row: SectionRow, lang: Language) {
  return {
    code: row.code,
    name: translate(lang, `sectionName.${row.code as SectionCode}`),
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

export function presentCategory(row: CategoryRow) {
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
) {
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
