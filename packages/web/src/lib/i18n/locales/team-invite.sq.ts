import type { FullCatalogue } from '../catalogue';

export const teamInviteSq: FullCatalogue['teamInvite'] = {
  title: 'Ftesë për instruktor',
  text: 'Autoshkolla «{{school}}» ju fton si instruktor. Krijoni llogarinë tuaj për {{email}}.',
  username: 'Emri i përdoruesit',
  firstName: 'Emri',
  lastName: 'Mbiemri',
  password: 'Fjalëkalimi',
  passwordConfirm: 'Konfirmo fjalëkalimin',
  submit: 'Krijo llogarinë',
  invalidHint: 'Kërkojini autoshkollës t’ju dërgojë një ftesë të re.',
  back: 'Kthehu te hyrja',
};
