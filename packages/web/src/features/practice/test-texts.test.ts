import type { TestTextsView } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import type { TestQuestion } from './api/tests';
import { localiseQuestions } from './test-texts';

const question = (id: number): TestQuestion => ({
  id,
  categoryId: 1,
  questionNo: id,
  bookRef: '',
  question: `Ερώτηση ${id}`,
  help: `Βοήθεια ${id}`,
  schoolHelp: '',
  theoryUrl: null,
  theoryName: '',
  level: 1,
  photo: null,
  hasVideo: false,
  videoUrl: null,
  hasMp3: false,
  answers: [
    { id: id * 10 + 1, no: 1, answer: 'Ναι', isCorrect: true },
    { id: id * 10 + 2, no: 2, answer: 'Όχι', isCorrect: false },
  ],
  reply: null,
});

const words = (id: number, lang: string, translated = true) => ({
  id,
  translated,
  question: `${lang} question ${id}`,
  help: `${lang} help ${id}`,
  schoolHelp: '',
  theoryName: '',
  answers: [
    { id: id * 10 + 1, answer: `${lang} yes` },
    { id: id * 10 + 2, answer: `${lang} no` },
  ],
});

describe('a test page in the language chosen', () => {
  const texts: TestTextsView = {
    id: 7,
    texts: {
      el: [words(1, 'el'), words(2, 'el')],
      en: [words(1, 'en'), words(2, 'el', false)],
      ru: [words(1, 'ru'), words(2, 'ru')],
      sq: [],
    },
  };

  it('takes the words of the language, keeping which answer is right', () => {
    const { questions, untranslated } = localiseQuestions([question(1)], texts, 'ru');
    expect(questions[0]).toMatchObject({ question: 'ru question 1', help: 'ru help 1' });
    expect(questions[0]!.answers).toEqual([
      { id: 11, no: 1, answer: 'ru yes', isCorrect: true },
      { id: 12, no: 2, answer: 'ru no', isCorrect: false },
    ]);
    expect(untranslated.size).toBe(0);
  });

  it('names the questions shown in Greek for want of a translation', () => {
    const { questions, untranslated } = localiseQuestions([question(1), question(2)], texts, 'en');
    expect(questions.map((q) => q.question)).toEqual(['en question 1', 'el question 2']);
    expect([...untranslated]).toEqual([2]);
  });

  it('leaves the questions as they came without texts of the language', () => {
    const qs = [question(1)];
    expect(localiseQuestions(qs, texts, 'sq').questions[0]).toBe(qs[0]);
    expect(localiseQuestions(qs, null, 'en').questions[0]).toBe(qs[0]);
  });
});
