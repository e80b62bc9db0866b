import type { FullCatalogue } from '../catalogue';

/** Eksportet e listave të back office (adminExports.*), në shqip. */
export const adminExportsSq: FullCatalogue['adminExports'] = {
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
  interrupted:
    'Eksportimi u ndërpre para se të përfundonte: lidhja me serverin humbi. Provoni përsëri.',
  failed: 'Eksporti dështoi.',
  saved: 'U ruajt {{name}}.',
};
