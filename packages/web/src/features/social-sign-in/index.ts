export { SocialButtons } from './components/social-buttons';
export { LinkedAccounts } from './components/linked-accounts';
export { socialSignUp } from './api/social';
