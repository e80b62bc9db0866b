import type { questionHelpEl } from './question-help.el';

/** The school's help texts on questions (questionHelp.*), in Albanian. */
export const questionHelpSq: typeof questionHelpEl = {
  title: 'Tekste ndihme',
  subtitle:
    'Shkruani shpjegimin tuaj për çdo pyetje. Nxënësit tuaj e shohin në teste, në rishikimin e provimeve dhe në klasë.',
  backToTheory: 'Teoria',
  searchLabel: 'Kërkoni një pyetje',
  searchPlaceholder: 'Një fjalë nga pyetja ose numri i saj',
  searchHint: 'Shkruani fjalë të pyetjes (theksat s’kanë rëndësi) ose numrin e saj.',
  noResults: 'Nuk u gjet asnjë pyetje.',
  resultsTitle: 'Rezultatet',
  writtenTitle: 'Pyetje me ndihmën tuaj',
  writtenEmpty: 'Ende nuk keni shkruar ndihmë për asnjë pyetje.',
  number: 'Pyetja {{n}}',
  bookRef: 'Libri: {{ref}}',
  edit: 'Ndryshoni ndihmën',
  write: 'Shkruani ndihmë',
  languages: 'Gjuhët: {{list}}',
  editorTitle: 'Ndihmë për pyetjen {{n}}',
  bankHelp: 'Shpjegimi i bankës së pyetjeve',
  correct: 'Përgjigjja e saktë',
  textLabel: 'Teksti juaj ({{lang}})',
  textPlaceholder: 'Për shembull: **Kujdes:** në kryqëzim përparësi ka…',
  syntax:
    '**i trashë**, *i pjerrët*, rreshta që fillojnë me "- " ose "1. " për lista, [lidhje](/sq/page/signs) për faqet e Kokpit.',
  fallback: 'Nxënësit që lexojnë në një gjuhë pa tekstin e vet shohin tekstin grek.',
  preview: 'Parapamje',
  previewEmpty: 'Parapamja shfaqet këtu ndërsa shkruani.',
  save: 'Ruaj',
  delete: 'Fshi',
  deleteConfirm: 'Të fshihet teksti në këtë gjuhë?',
  unsaved: 'Ndryshime të paruajtura',
  saved: 'U ruajt {{when}}',
  close: 'Mbyll',
  characters: '{{n}} / {{max}} karaktere',
  langNames: { el: 'Ελληνικά', en: 'English', ru: 'Русский', sq: 'Shqip' },
};
