/** Οι εξαγωγές λιστών του back office (adminExports.*), στα ελληνικά: η γλώσσα-πηγή. */
export const adminExportsEl = {
  export: 'Εξαγωγή',
  csv: 'CSV (κόμμα)',
  csvGreek: 'CSV για ελληνικό Excel (ερωτηματικό)',
  xlsx: 'Excel (.xlsx)',
  php: 'Πίνακας PHP',
  sql: 'Εντολές SQL INSERT',
  progress: '{{rows}} από {{total}} γραμμές',
  progressLabel: 'Πρόοδος εξαγωγής',
  cancel: 'Διακοπή',
  cancelled: 'Η εξαγωγή διακόπηκε.',
  interrupted:
    'Η εξαγωγή σταμάτησε πριν ολοκληρωθεί, γιατί χάθηκε η σύνδεση με τον διακομιστή. Δοκιμάστε ξανά.',
  failed: 'Η εξαγωγή απέτυχε.',
  saved: 'Αποθηκεύτηκε το {{name}}.',
} as const;
