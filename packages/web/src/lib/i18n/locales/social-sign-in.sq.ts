import type { Catalogue } from '../catalogue';

/** Social sign-in (social.*), in Albanian. */
export const socialSignInSq: Catalogue['social'] = {
  or: 'ose',
  continueWith: 'Hyni me {{name}}',
  buttonsLabel: 'Hyrje me llogarinë e një shërbimi tjetër',
  pageTitle: 'Hyrje përmes një shërbimi tjetër',
  working: 'Po përfundojmë hyrjen tuaj…',
  failedTitle: 'Hyrja nuk përfundoi',
  tryAgain: 'Provoni përsëri',
  backHome: 'Kthehu në faqen kryesore',
  signUpTitle: 'Hytë me {{name}}',
  signUpText:
    'Nuk gjetëm llogari Kokpit për këtë llogari. Kontrolloni të dhënat tuaja dhe përfundoni regjistrimin; nga tani do të hyni me {{name}}, pa fjalëkalim.',
  emailTakenHint:
    'Nëse keni tashmë një llogari Kokpit me këtë e-mail, hyni me fjalëkalimin tuaj dhe lidhni {{name}} nga profili juaj.',
  tabAccounts: 'Hyrja',
  accountsTitle: 'Hyrje përmes shërbimeve të tjera',
  accountsText:
    'Lidhni llogarinë tuaj me një shërbim që përdorni tashmë, për të hyrë me një klikim.',
  linkedSince: 'E lidhur më {{date}}',
  link: 'Lidh',
  unlink: 'Hiq',
  unlinkLabel: 'Hiq lidhjen me {{name}}',
  linkLabel: 'Lidhni llogarinë {{name}}',
  lastWayInHint:
    'Kjo është mënyra juaj e vetme e hyrjes. Për ta hequr, vendosni fillimisht një fjalëkalim me «Keni harruar fjalëkalimin?».',
  noProviders: 'Nuk ka shërbime hyrjeje të disponueshme.',
};
