import { LANGUAGES, type Language } from '@kokpit/shared';

/**
 * Names of the ministry book topics (the topic part of QBook) in the four languages, in the
 * order categories are listed. Every topic of the 2012 bank is here; a topic this table does not
 * know gets a title-cased Greek name in every language (see categoryNames).
 */
export const MINISTRY_CATEGORY_NAMES: ReadonlyArray<readonly [string, Record<Language, string>]> = [
  ['ΣΗΜΑΝΣΗ', { el: 'Σήμανση', en: 'Road signs', ru: 'Дорожные знаки', sq: 'Sinjalistika' }],
  [
    'ΚΑΝΟΝΕΣ',
    {
      el: 'Κανόνες κυκλοφορίας',
      en: 'Traffic rules',
      ru: 'Правила дорожного движения',
      sq: 'Rregullat e qarkullimit',
    },
  ],
  ['ΔΙΑΣΤΑΥΡΩΣΕΙΣ', { el: 'Διασταυρώσεις', en: 'Junctions', ru: 'Перекрёстки', sq: 'Kryqëzimet' }],
  ['ΠΡΟΣΠΕΡΑΣΗ', { el: 'Προσπέραση', en: 'Overtaking', ru: 'Обгон', sq: 'Parakalimi' }],
  ['ΤΑΧΥΤΗΤΑ', { el: 'Ταχύτητα', en: 'Speed', ru: 'Скорость', sq: 'Shpejtësia' }],
  [
    'ΑΠΟΣΤΑΣΕΙΣ',
    {
      el: 'Αποστάσεις ασφαλείας',
      en: 'Safe distances',
      ru: 'Безопасная дистанция',
      sq: 'Distancat e sigurisë',
    },
  ],
  [
    'ΣΤΑΣΗ',
    {
      el: 'Στάση και στάθμευση',
      en: 'Stopping and parking',
      ru: 'Остановка и стоянка',
      sq: 'Ndalimi dhe parkimi',
    },
  ],
  [
    'ΣΥΝΥΠΑΡΞΗ',
    {
      el: 'Συνύπαρξη με άλλους χρήστες',
      en: 'Sharing the road',
      ru: 'Другие участники движения',
      sq: 'Përdoruesit e tjerë të rrugës',
    },
  ],
  [
    'ΕΙΣΟΔΟΣ',
    {
      el: 'Είσοδος στην κυκλοφορία',
      en: 'Joining traffic',
      ru: 'Въезд в транспортный поток',
      sq: 'Hyrja në qarkullim',
    },
  ],
  [
    'ΑΥΤΟΚΙΝΗΤΟΔΡΟΜΟΣ',
    { el: 'Αυτοκινητόδρομος', en: 'Motorways', ru: 'Автомагистраль', sq: 'Autostrada' },
  ],
  ['ΣΤΡΟΦΕΣ', { el: 'Στροφές', en: 'Bends', ru: 'Повороты дороги', sq: 'Kthesat' }],
  [
    'ΒΟΥΝΟ',
    {
      el: 'Οδήγηση στο βουνό',
      en: 'Mountain driving',
      ru: 'Вождение в горах',
      sq: 'Drejtimi në rrugë malore',
    },
  ],
  [
    'ΟΔΟΣΤΡΩΜΑ',
    { el: 'Οδόστρωμα', en: 'Road surface', ru: 'Дорожное покрытие', sq: 'Sipërfaqja e rrugës' },
  ],
  [
    'ΠΡΟΣΦΥΣΗ',
    { el: 'Πρόσφυση', en: 'Road grip', ru: 'Сцепление с дорогой', sq: 'Kapja me rrugën' },
  ],
  ['ΟΡΑΤΟΤΗΤΑ', { el: 'Ορατότητα', en: 'Visibility', ru: 'Видимость', sq: 'Dukshmëria' }],
  ['ΔΙΑΔΡΟΜΗ', { el: 'Διαδρομή', en: 'The journey', ru: 'В пути', sq: 'Udhëtimi' }],
  ['ΟΔΗΓΟΣ', { el: 'Ο οδηγός', en: 'The driver', ru: 'Водитель', sq: 'Drejtuesi' }],
  [
    'ΟΡΓΑΝΑ',
    {
      el: 'Όργανα χειρισμού',
      en: 'Vehicle controls',
      ru: 'Органы управления',
      sq: 'Komandat e automjetit',
    },
  ],
  [
    'ΑΛΚΟΟΛ',
    {
      el: 'Αλκοόλ και φάρμακα',
      en: 'Alcohol and medicines',
      ru: 'Алкоголь и лекарства',
      sq: 'Alkooli dhe barnat',
    },
  ],
  ['ΚΟΥΡΑΣΗ', { el: 'Κούραση', en: 'Fatigue', ru: 'Усталость', sq: 'Lodhja' }],
  [
    'ΕΚΤΑΚΤΑ',
    {
      el: 'Έκτακτα περιστατικά',
      en: 'Emergencies',
      ru: 'Чрезвычайные ситуации',
      sq: 'Situatat emergjente',
    },
  ],
  [
    'ΑΤΥΧΗΜΑ',
    { el: 'Ατύχημα', en: 'Accidents', ru: 'Дорожно-транспортные происшествия', sq: 'Aksidentet' },
  ],
  [
    'ΣΥΝΤΗΡΗΣΗ',
    {
      el: 'Συντήρηση οχήματος',
      en: 'Vehicle maintenance',
      ru: 'Техническое обслуживание',
      sq: 'Mirëmbajtja e automjetit',
    },
  ],
  [
    'ΜΗΧΑΝΟΛΟΓΙΑ',
    { el: 'Μηχανολογία', en: 'Mechanics', ru: 'Устройство автомобиля', sq: 'Mekanika' },
  ],
  [
    'ΟΙΚΟΛΟΓΙΑ',
    {
      el: 'Οικολογική οδήγηση',
      en: 'Eco-driving',
      ru: 'Экономичное вождение',
      sq: 'Drejtimi ekologjik',
    },
  ],
  ['ΠΕΡΙΒΑΛΛΟΝ', { el: 'Περιβάλλον', en: 'Environment', ru: 'Окружающая среда', sq: 'Mjedisi' }],
  ['Μ', { el: 'Μοτοσικλέτα', en: 'Motorcycle', ru: 'Мотоцикл', sq: 'Motoçikleta' }],
  ['ΑΣΦΑΛΕΙΑ', { el: 'Ασφάλεια', en: 'Safety', ru: 'Безопасность', sq: 'Siguria' }],
  ['ΕΞΟΠΛΙΣΜΟΣ', { el: 'Εξοπλισμός', en: 'Equipment', ru: 'Оборудование', sq: 'Pajisjet' }],
  [
    'ΤΕΧΝΙΚΑ',
    {
      el: 'Τεχνικά θέματα',
      en: 'Technical matters',
      ru: 'Технические вопросы',
      sq: 'Çështje teknike',
    },
  ],
  [
    'ΔΙΑΣΤΑΣΕΙΣ',
    {
      el: 'Διαστάσεις και βάρη',
      en: 'Dimensions and weights',
      ru: 'Габариты и масса',
      sq: 'Përmasat dhe peshat',
    },
  ],
  ['ΟΔΗΓΗΣΗ', { el: 'Οδήγηση', en: 'Driving', ru: 'Вождение', sq: 'Drejtimi' }],
  ['ΚΥΡΩΣΕΙΣ', { el: 'Κυρώσεις', en: 'Penalties', ru: 'Санкции', sq: 'Sanksionet' }],
  ['ΤΑΧΟΓΡΑΦΟΙ', { el: 'Ταχογράφοι', en: 'Tachographs', ru: 'Тахографы', sq: 'Takografët' }],
  [
    'ADR',
    {
      el: 'Επικίνδυνα εμπορεύματα (ADR)',
      en: 'Dangerous goods (ADR)',
      ru: 'Опасные грузы (ДОПОГ)',
      sq: 'Mallrat e rrezikshme (ADR)',
    },
  ],
  ['ΓΕΝΙΚΑ', { el: 'Γενικά', en: 'General', ru: 'Общие вопросы', sq: 'Të përgjithshme' }],
];

/** Topic used for a question whose book reference has no topic part. */
export const FALLBACK_TOPIC = 'ΓΕΝΙΚΑ';

/**
 * Book topics that are typing slips in the bank, folded into the topic they belong to:
 * "ΕΚΤΑΚΤΑ Α 02..04" continue the numbering of "ΕΚΤΑΚΤΑ 06.." and would otherwise form a
 * three-question category.
 */
export const TOPIC_ALIASES: Readonly<Record<string, string>> = { 'ΕΚΤΑΚΤΑ Α': 'ΕΚΤΑΚΤΑ' };

const byTopic = new Map(MINISTRY_CATEGORY_NAMES.map(([key, names], i) => [key, { names, i }]));

/** Names of a ministry topic in every language; unknown topics get a title-cased Greek name. */
export function categoryNames(topic: string): Record<Language, string> {
  const known = byTopic.get(topic);
  if (known) return known.names;
  const title = topic
    .toLocaleLowerCase('el')
    .replace(
      /(^|\s)(\p{L})/gu,
      (_m, space: string, letter: string) => space + letter.toUpperCase(),
    );
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, title])) as Record<Language, string>;
}

/** Position of a topic in listings: table order, unknown topics after the known ones. */
export function categoryPosition(topic: string): number {
  return byTopic.get(topic)?.i ?? MINISTRY_CATEGORY_NAMES.length;
}
