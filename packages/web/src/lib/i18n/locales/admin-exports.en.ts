import type { FullCatalogue } from '../catalogue';

/** Exports of the back office's lists (adminExports.*), in English. */
export const adminExportsEn: FullCatalogue['adminExports'] = {
  export: 'Export',
  csv: 'CSV (comma)',
  csvGreek: 'CSV for Greek Excel (semicolon)',
  xlsx: 'Excel (.xlsx)',
  php: 'PHP array',
  sql: 'SQL INSERT statements',
  progress: '{{rows}} of {{total}} rows',
  progressLabel: 'Export progress',
  cancel: 'Stop',
  cancelled: 'The export was stopped.',
  interrupted:
    'The export stopped before it finished: the connection to the server was lost. Please try again.',
  failed: 'The export failed.',
  saved: '{{name}} saved.',
};
