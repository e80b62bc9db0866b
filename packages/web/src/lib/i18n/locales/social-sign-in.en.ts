import type { Catalogue } from '../catalogue';

/** Social sign-in (social.*), in English. */
export const socialSignInEn: Catalogue['social'] = {
  or: 'or',
  continueWith: 'Sign in with {{name}}',
  buttonsLabel: 'Sign in with an account from another service',
  pageTitle: 'Sign in with another service',
  working: 'Finishing your sign-in…',
  failedTitle: 'The sign-in did not complete',
  tryAgain: 'Try again',
  backHome: 'Back to the home page',
  signUpTitle: 'You signed in with {{name}}',
  signUpText:
    'We found no Kokpit account for this account. Check your details and complete your registration; from now on you will sign in with {{name}}, without a password.',
  emailTakenHint:
    'If you already have a Kokpit account with this e-mail, sign in with your password and link {{name}} from your profile.',
  tabAccounts: 'Sign-in',
  accountsTitle: 'Sign in with other services',
  accountsText: 'Link your account to a service you already use, to sign in with one click.',
  linkedSince: 'Linked on {{date}}',
  link: 'Link',
  unlink: 'Remove',
  unlinkLabel: 'Remove the link to {{name}}',
  linkLabel: 'Link your {{name}} account',
  lastWayInHint:
    'This is your only way to sign in. To remove it, first set a password with “Forgot your password?”.',
  noProviders: 'No sign-in services are available.',
};
