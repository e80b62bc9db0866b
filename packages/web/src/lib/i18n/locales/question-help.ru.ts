import type { questionHelpEl } from './question-help.el';

/** The school's help texts on questions (questionHelp.*), in Russian. */
export const questionHelpRu: typeof questionHelpEl = {
  title: 'Пояснения к вопросам',
  subtitle:
    'Напишите своё пояснение к любому вопросу. Ваши ученики видят его в тестах, в разборе экзаменов и на занятиях.',
  backToTheory: 'Теория',
  searchLabel: 'Поиск вопроса',
  searchPlaceholder: 'Слово из вопроса или его номер',
  searchHint: 'Введите слова вопроса (ударения не важны) или его номер.',
  noResults: 'Вопрос не найден.',
  resultsTitle: 'Результаты',
  writtenTitle: 'Вопросы с вашими пояснениями',
  writtenEmpty: 'Вы ещё не написали пояснений ни к одному вопросу.',
  number: 'Вопрос {{n}}',
  bookRef: 'Учебник: {{ref}}',
  edit: 'Изменить пояснение',
  write: 'Написать пояснение',
  languages: 'Языки: {{list}}',
  editorTitle: 'Пояснение к вопросу {{n}}',
  bankHelp: 'Пояснение из банка вопросов',
  correct: 'Правильный ответ',
  textLabel: 'Ваш текст ({{lang}})',
  textPlaceholder: 'Например: **Внимание:** на перекрёстке преимущество у…',
  syntax:
    '**жирный**, *курсив*, строки с «- » или «1. » в начале для списков, [ссылка](/ru/page/signs) на страницы Kokpit.',
  fallback: 'Ученики, читающие на языке без своего текста, видят греческий.',
  preview: 'Предпросмотр',
  previewEmpty: 'Здесь появится предпросмотр, пока вы пишете.',
  save: 'Сохранить',
  delete: 'Удалить',
  deleteConfirm: 'Удалить текст на этом языке?',
  unsaved: 'Есть несохранённые изменения',
  saved: 'Сохранено {{when}}',
  close: 'Закрыть',
  characters: '{{n}} / {{max}} символов',
  langNames: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
};
