import type { Catalogue } from '../catalogue';

/** Social sign-in (social.*), in Russian. */
export const socialSignInRu: Catalogue['social'] = {
  or: 'или',
  continueWith: 'Войти через {{name}}',
  buttonsLabel: 'Вход с учётной записью другого сервиса',
  pageTitle: 'Вход через другой сервис',
  working: 'Завершаем вход…',
  failedTitle: 'Вход не завершён',
  tryAgain: 'Попробовать ещё раз',
  backHome: 'На главную',
  signUpTitle: 'Вы вошли через {{name}}',
  signUpText:
    'Мы не нашли учётную запись Kokpit для этой учётной записи. Проверьте данные и завершите регистрацию; в дальнейшем вы будете входить через {{name}} без пароля.',
  emailTakenHint:
    'Если у вас уже есть учётная запись Kokpit с этим e-mail, войдите с паролем и привяжите {{name}} в профиле.',
  tabAccounts: 'Вход',
  accountsTitle: 'Вход через другие сервисы',
  accountsText:
    'Привяжите учётную запись к сервису, которым вы уже пользуетесь, чтобы входить в один клик.',
  linkedSince: 'Привязано {{date}}',
  link: 'Привязать',
  unlink: 'Удалить',
  unlinkLabel: 'Удалить привязку к {{name}}',
  linkLabel: 'Привязать учётную запись {{name}}',
  lastWayInHint:
    'Это ваш единственный способ входа. Чтобы удалить его, сначала задайте пароль через «Забыли пароль?».',
  noProviders: 'Нет доступных сервисов входа.',
};
