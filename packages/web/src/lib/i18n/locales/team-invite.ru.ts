import type { FullCatalogue } from '../catalogue';

export const teamInviteRu: FullCatalogue['teamInvite'] = {
  title: 'Приглашение преподавателя',
  text: 'Автошкола «{{school}}» приглашает вас преподавателем. Создайте учётную запись для {{email}}.',
  username: 'Имя пользователя',
  firstName: 'Имя',
  lastName: 'Фамилия',
  password: 'Пароль',
  passwordConfirm: 'Подтвердите пароль',
  submit: 'Создать учётную запись',
  invalidHint: 'Попросите автошколу прислать новое приглашение.',
  back: 'Вернуться ко входу',
};
