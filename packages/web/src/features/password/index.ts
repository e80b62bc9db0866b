export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { PasswordRuleList } from './components/password-rule-list';
export {
  allRulesMet,
  checkPasswordRules,
  PASSWORD_RULES,
  type PasswordRule,
} from './password-rules';
