import type { Catalogue } from '../catalogue';

/** Finding a school on the maps and its public page (schoolDiscovery.*), in Russian. */
export const schoolDiscoveryRu: Catalogue['schoolDiscovery'] = {
  searchLabel: 'Город, район или почтовый индекс',
  searchPlaceholder: 'например, Салоники или 54622',
  search: 'Найти',
  nearMe: 'Рядом со мной',
  showAll: 'Все автошколы',
  geoUnsupported:
    'Ваше устройство не может определить местоположение. Ищите по городу или почтовому индексу.',
  geoDenied:
    'Не удалось определить ваше местоположение. Разрешите доступ к геолокации или ищите по городу или почтовому индексу.',
  nearPlace: 'Ближайшие автошколы: {{place}}',
  nearYou: 'Ближайшие к вам автошколы',
  placeKinds: {
    municipality: 'Дим {{name}}',
    'municipal-unit': 'Муниципальная единица {{name}}',
    community: 'Община {{name}}',
    area: '{{name}}',
    'regional-unit': 'Периферийная единица {{name}}',
    region: 'Периферия {{name}}',
    postcode: 'Индекс {{name}}',
  },
  distance: '{{km}} км',
  schoolPage: 'Страница автошколы',
  schoolPageNamed: 'Страница автошколы: {{name}}',
  cluster: 'Здесь автошкол: {{n}}. Приблизить',
  searchedPlace: 'Место поиска',
  noTiles: 'Карта сейчас не загружается; все автошколы есть в списке.',
  page: {
    titleDescription: '{{name}} ({{city}}): контакты, филиалы и регистрация ученика в Kokpit.',
    loading: 'Загрузка автошколы…',
    notFound: 'Автошкола не найдена',
    notFoundText: 'Возможно, её адрес изменился. Найдите её на карте автошкол.',
    toMap: 'К карте автошкол',
    partner: 'Автошкола — партнёр Kokpit',
    about: 'Об автошколе',
    branches: 'Где нас найти',
    branchesMap: 'Филиалы автошколы на карте',
    contact: 'Контакты',
    phone: 'Телефон',
    mobile: 'Мобильный',
    email: 'E-mail',
    signUp: 'Зарегистрироваться в этой автошколе',
    signUpText:
      'Создайте учётную запись ученика в Kokpit: автошкола увидит ваш прогресс и активирует вашу категорию.',
    logoAlt: 'Логотип автошколы {{name}}',
  },
};
