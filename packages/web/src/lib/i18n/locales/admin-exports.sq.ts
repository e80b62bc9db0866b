import type { Catalogue } from '../catalogue';

/** Eksportet e listave të back office (adminExports.*), në shqip. */
export const adminExportsSq: Catalogue['adminExports'] = {
  export: 'Eksporto',
  csv: 'CSV (presje)',
  csvGreek: 'CSV për Excel në greqisht (pikëpresje)',
  xlsx: 'Excel (.xlsx)',
  php: 'Varg PHP',
  sql: 'Komanda SQL INSERT',
  progress: '{{rows}} nga {{total}} rreshta',
  progressLabel: 'Ecuria e eksportit',
  cancel: 'Ndalo',
  cancelled: 'Eksporti u ndal.',
  failed: 'Eksporti dështoi.',
  saved: 'U ruajt {{name}}.',
};
