import type { FullCatalogue } from '../catalogue';

export const teamInviteEn: FullCatalogue['teamInvite'] = {
  title: 'Teacher invitation',
  text: 'The driving school “{{school}}” invites you as a teacher. Create your account for {{email}}.',
  username: 'User name',
  firstName: 'First name',
  lastName: 'Last name',
  password: 'Password',
  passwordConfirm: 'Confirm password',
  submit: 'Create account',
  invalidHint: 'Ask the school to send you a new invitation.',
  back: 'Back to sign-in',
};
