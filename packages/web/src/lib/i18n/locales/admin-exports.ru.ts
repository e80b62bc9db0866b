import type { FullCatalogue } from '../catalogue';

/** Экспорт списков бэк-офиса (adminExports.*), на русском языке. */
export const adminExportsRu: FullCatalogue['adminExports'] = {
  export: 'Экспорт',
  csv: 'CSV (запятая)',
  csvGreek: 'CSV для греческого Excel (точка с запятой)',
  xlsx: 'Excel (.xlsx)',
  php: 'Массив PHP',
  sql: 'Команды SQL INSERT',
  progress: '{{rows}} из {{total}} строк',
  progressLabel: 'Ход экспорта',
  cancel: 'Остановить',
  cancelled: 'Экспорт остановлен.',
  interrupted: 'Экспорт прервался, не завершившись: связь с сервером потеряна. Попробуйте ещё раз.',
  failed: 'Экспорт не удался.',
  saved: 'Файл {{name}} сохранён.',
};
