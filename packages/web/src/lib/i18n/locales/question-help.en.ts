import type { questionHelpEl } from './question-help.el';

/** The school's help texts on questions (questionHelp.*), in English. */
export const questionHelpEn: typeof questionHelpEl = {
  title: 'Help texts',
  subtitle:
    'Write your own explanation for any question. Your students see it in tests, in exam reviews and in class.',
  backToTheory: 'Theory',
  searchLabel: 'Find a question',
  searchPlaceholder: 'A word from the question, or its number',
  searchHint: 'Type words of the question (accents optional) or its number.',
  noResults: 'No question found.',
  resultsTitle: 'Results',
  writtenTitle: 'Questions with your help',
  writtenEmpty: 'You have not written help for any question yet.',
  number: 'Question {{n}}',
  bookRef: 'Book: {{ref}}',
  edit: 'Edit help',
  write: 'Write help',
  languages: 'Languages: {{list}}',
  editorTitle: 'Help for question {{n}}',
  bankHelp: "The question bank's explanation",
  correct: 'Right answer',
  textLabel: 'Your text ({{lang}})',
  textPlaceholder: 'For example: **Mind:** at the junction, priority goes to…',
  syntax:
    '**bold**, *italics*, lines starting with "- " or "1. " for lists, [link](/en/page/signs) for Kokpit pages.',
  fallback: 'Students reading in a language without its own text see the Greek one.',
  preview: 'Preview',
  previewEmpty: 'The preview appears here as you type.',
  save: 'Save',
  delete: 'Delete',
  deleteConfirm: 'Delete the text in this language?',
  unsaved: 'Unsaved changes',
  saved: 'Saved {{when}}',
  close: 'Close',
  characters: '{{n}} / {{max}} characters',
  langNames: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
};
