import type { Catalogue } from '../catalogue';

/** Messaging between a school and its students (messages.*), in Albanian. */
export const messagesSq: Catalogue['messages'] = {
  nav: 'Mesazhet',
  badge: 'Mesazhet: {{count}} të palexuara',
  badgeNone: 'Mesazhet: asnjë i palexuar',
  inboxTitle: 'Mesazhet',
  inboxSubtitle: 'Bisedat me nxënësit tuaj: së pari të palexuarat, pastaj më të fundit.',
  inboxEmpty:
    'Nuk ka ende biseda. Hapni kartelën e një nxënësi dhe shtypni «Mesazh» për t’i shkruar.',
  threads: 'Bisedat',
  unreadCount: '{{count}} të reja',
  you: 'Ju',
  pickThread: 'Zgjidhni një bisedë për ta lexuar.',
  back: 'Të gjitha bisedat',
  loadFailed: 'Mesazhet nuk u ngarkuan',
  retry: 'Provoni përsëri',
  older: 'Mesazhe më të vjetra',
  threadEmpty: 'Nuk ka ende mesazhe. Shkruani të parin.',
  composerLabel: 'Mesazh',
  composerPlaceholder: 'Shkruani mesazhin tuaj…',
  send: 'Dërgo',
  counter: '{{count}} / {{max}}',
  tooLong: 'Mesazhi mund të ketë deri në {{max}} karaktere.',
  waiting: 'Në pritje: do të dërgohet sapo të riktheheni në linjë',
  sending: 'Po dërgohet…',
  read: 'Lexuar {{when}}',
  delivered: 'Dërguar',
  newMarker: 'I ri',
  panelTitle: 'Mesazhet nga autoshkolla juaj',
  panelWith: 'Bisedë me {{name}}',
  panelOpen: 'Hap bisedën',
  panelClose: 'Mbyll bisedën',
  panelNoSchool:
    'Pasi të regjistroheni në një autoshkollë, do të mund të shkëmbeni mesazhe me të këtu.',
  panelQuiet: 'Asnjë mesazh i ri.',
  messageStudent: 'Mesazh',
};
