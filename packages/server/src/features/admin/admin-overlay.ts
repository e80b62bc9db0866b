import type { AdminLabels, ColumnKind } from '@kokpit/shared';

/*
 * What the database cannot say about its tables (issue 20 meta-tables): labels in the four
 * languages, columns that never leave the server, columns shown but not written, the columns
 * the free-text search covers and the column that names a record. A table without an entry
 * gets the defaults below, so a table added by a later migration appears without new code.
 */

type Labels = [el: string, en: string, ru: string, sq: string];

export interface TableOverlay {
  labels?: Labels;
  /** Never sent to a browser, in a list, a form, an export or an error. */
  hidden?: string[];
  readOnly?: string[];
  searchable?: string[];
  labelColumn?: string;
  /** Nothing is written through the back office. */
  readOnlyTable?: boolean;
  kinds?: Record<string, ColumnKind>;
  columns?: Record<string, Labels>;
  /** Columns holding the name of a stored picture (picked from the file browser's). */
  pictures?: string[];
  /** Text columns written in Markdown (edited with a preview). */
  markdown?: string[];
}

/**
 * Names that are secrets whatever the table: hashes of passwords and tokens, secrets, keys.
 * No overlay can show them.
 */
export const SECRET_COLUMN = /(password|token|secret|_hash$|api_key)/;

const OVERLAY: Record<string, TableOverlay> = {
  users: {
    labels: ['Χρήστες', 'Users', 'Пользователи', 'Përdoruesit'],
    searchable: ['username', 'email', 'first_name', 'last_name'],
    labelColumn: 'username',
  },
  user_roles: {
    labels: ['Ρόλοι χρηστών', 'User roles', 'Роли пользователей', 'Rolet e përdoruesve'],
  },
  role_permissions: {
    labels: ['Δικαιώματα ρόλων', 'Role permissions', 'Права ролей', 'Lejet e roleve'],
  },
  sessions: {
    labels: ['Συνεδρίες', 'Sessions', 'Сеансы', 'Seancat'],
    searchable: ['ip', 'user_agent'],
    readOnly: ['user_id', 'created_at', 'client'],
  },
  password_resets: {
    labels: [
      'Επαναφορές κωδικού',
      'Password resets',
      'Сбросы пароля',
      'Rivendosjet e fjalëkalimit',
    ],
    readOnlyTable: true,
  },
  schools: {
    labels: ['Σχολές οδηγών', 'Driving schools', 'Автошколы', 'Autoshkollat'],
    searchable: ['name', 'manager_name', 'city', 'email', 'phone'],
    hidden: ['search_text'],
    labelColumn: 'name',
  },
  school_locations: {
    labels: [
      'Τοποθεσίες σχολών',
      'School locations',
      'Адреса автошкол',
      'Vendndodhjet e shkollave',
    ],
    searchable: ['name', 'address', 'city'],
    labelColumn: 'name',
  },
  packages: { labels: ['Πακέτα', 'Packages', 'Пакеты', 'Paketat'], labelColumn: 'code' },
  students: {
    labels: ['Μαθητές', 'Students', 'Ученики', 'Nxënësit'],
    hidden: ['search_text'],
    searchable: ['comments', 'phone'],
  },
  sections: {
    labels: ['Ενότητες διπλωμάτων', 'Licence sections', 'Категории прав', 'Kategoritë e patentës'],
    labelColumn: 'code',
    columns: {
      icon: ['Εικονίδιο', 'Icon', 'Значок', 'Ikona'],
      questions_per_test: [
        'Ερωτήσεις ανά εξέταση',
        'Questions per exam',
        'Вопросов в экзамене',
        'Pyetje për provim',
      ],
      minutes: [
        'Διάρκεια (λεπτά)',
        'Duration (minutes)',
        'Длительность (мин)',
        'Kohëzgjatja (minuta)',
      ],
      errors_allowed: [
        'Επιτρεπόμενα λάθη',
        'Errors allowed',
        'Допустимо ошибок',
        'Gabime të lejuara',
      ],
      min_success: [
        'Ελάχιστη επιτυχία (%) για την προσομοίωση',
        'Minimum success (%) for the simulation',
        'Минимальный успех (%) для симуляции',
        'Suksesi minimal (%) për simulimin',
      ],
      settings_source: [
        'Πηγή των ρυθμίσεων',
        'Source of the settings',
        'Источник настроек',
        'Burimi i cilësimeve',
      ],
    },
  },
  categories: {
    labels: [
      'Κατηγορίες ερωτήσεων',
      'Question categories',
      'Категории вопросов',
      'Kategoritë e pyetjeve',
    ],
    labelColumn: 'source_key',
    searchable: ['source_key'],
    columns: {
      source_key: ['Κλειδί πηγής', 'Source key', 'Ключ источника', 'Çelësi i burimit'],
      icon: ['Εικονίδιο', 'Icon', 'Значок', 'Ikona'],
    },
  },
  category_texts: {
    labels: ['Ονόματα κατηγοριών', 'Category names', 'Названия категорий', 'Emrat e kategorive'],
    searchable: ['name'],
  },
  questions: {
    labels: ['Ερωτήσεις', 'Questions', 'Вопросы', 'Pyetjet'],
    labelColumn: 'question_no',
    searchable: ['source_id', 'book_ref', 'photo'],
    pictures: ['photo'],
    kinds: { active: 'boolean' },
    columns: {
      source: ['Πηγή', 'Source', 'Источник', 'Burimi'],
      source_id: ['Κωδικός στην πηγή', 'Source ID', 'Код в источнике', 'ID në burim'],
      category_id: ['Κατηγορία', 'Category', 'Тема', 'Tema'],
      question_no: ['Αριθμός ερώτησης', 'Question number', 'Номер вопроса', 'Numri i pyetjes'],
      book_ref: ['Παραπομπή βιβλίου', 'Book reference', 'Ссылка на учебник', 'Referenca e librit'],
      chapter: ['Κεφάλαιο', 'Chapter', 'Глава', 'Kapitulli'],
      level: ['Επίπεδο', 'Level', 'Уровень', 'Niveli'],
      photo: ['Εικόνα', 'Picture', 'Изображение', 'Foto'],
      video_url: ['Διεύθυνση βίντεο', 'Video URL', 'Ссылка на видео', 'URL e videos'],
      sound: ['Ήχος', 'Sound', 'Звук', 'Zëri'],
      theory_url: ['Διεύθυνση θεωρίας', 'Theory URL', 'Ссылка на теорию', 'URL e teorisë'],
      active: ['Ενεργή', 'Active', 'Активен', 'Aktive'],
    },
  },
  question_texts: {
    labels: ['Κείμενα ερωτήσεων', 'Question texts', 'Тексты вопросов', 'Tekstet e pyetjeve'],
    searchable: ['text', 'help'],
  },
  section_questions: {
    labels: [
      'Ερωτήσεις ανά ενότητα',
      'Questions per section',
      'Вопросы по категориям',
      'Pyetjet sipas kategorisë',
    ],
  },
  answers: { labels: ['Απαντήσεις', 'Answers', 'Ответы', 'Përgjigjet'] },
  answer_texts: {
    labels: ['Κείμενα απαντήσεων', 'Answer texts', 'Тексты ответов', 'Tekstet e përgjigjeve'],
    searchable: ['text'],
  },
  pictures: {
    labels: ['Εικόνες', 'Pictures', 'Изображения', 'Fotot'],
    labelColumn: 'name',
    searchable: ['name'],
  },
  student_sections: {
    labels: [
      'Ενότητες μαθητών',
      'Students’ sections',
      'Категории учеников',
      'Kategoritë e nxënësve',
    ],
  },
  tests: { labels: ['Τεστ', 'Tests', 'Тесты', 'Testet'] },
  test_questions: {
    labels: ['Ερωτήσεις τεστ', 'Test questions', 'Вопросы тестов', 'Pyetjet e testeve'],
  },
  replies: {
    labels: ['Απαντήσεις μαθητών', 'Replies', 'Ответы учеников', 'Përgjigjet e nxënësve'],
    kinds: { is_correct: 'boolean' },
  },
  question_stats: {
    labels: [
      'Στατιστικά ερωτήσεων',
      'Question statistics',
      'Статистика вопросов',
      'Statistikat e pyetjeve',
    ],
  },
  section_stats: {
    labels: [
      'Στατιστικά ενοτήτων',
      'Section statistics',
      'Статистика категорий',
      'Statistikat e kategorive',
    ],
  },
  category_stats: {
    labels: [
      'Στατιστικά κατηγοριών',
      'Category statistics',
      'Статистика по темам',
      'Statistikat sipas temave',
    ],
  },
  daily_activity: {
    labels: ['Ημερήσια δραστηριότητα', 'Daily activity', 'Активность по дням', 'Aktiviteti ditor'],
  },
  coupons: {
    labels: ['Κουπόνια', 'Coupons', 'Купоны', 'Kuponat'],
    labelColumn: 'code',
    searchable: ['code'],
  },
  credit_entries: {
    labels: ['Κινήσεις μονάδων', 'Credit entries', 'Движения кредитов', 'Lëvizjet e kredive'],
    searchable: ['payment_info', 'kind'],
    // A ledger: rows are only added, by the credits screen (a correction is a new row).
    readOnlyTable: true,
  },
  messages: { labels: ['Μηνύματα', 'Messages', 'Сообщения', 'Mesazhet'], searchable: ['text'] },
  message_threads: {
    labels: ['Συνομιλίες', 'Message threads', 'Переписки', 'Bisedat'],
  },
  school_members: {
    labels: ['Μέλη σχολών', 'School members', 'Сотрудники автошкол', 'Anëtarët e shkollave'],
  },
  user_identities: {
    labels: ['Κοινωνικές συνδέσεις', 'Social sign-ins', 'Входы через соцсети', 'Hyrjet sociale'],
    hidden: ['subject'],
    searchable: ['provider', 'email'],
  },
  job_runs: {
    labels: ['Εκτελέσεις εργασιών', 'Job runs', 'Запуски задач', 'Ekzekutimet e punëve'],
    searchable: ['job', 'outcome'],
  },
  theory_presentations: {
    labels: [
      'Παρουσιάσεις θεωρίας',
      'Theory presentations',
      'Презентации теории',
      'Prezantimet e teorisë',
    ],
    labelColumn: 'title',
    searchable: ['title'],
  },
  theory_presentation_questions: {
    labels: [
      'Ερωτήσεις παρουσιάσεων',
      'Presentation questions',
      'Вопросы презентаций',
      'Pyetjet e prezantimeve',
    ],
  },
  school_question_help: {
    labels: ['Βοήθεια σχολών', 'Schools’ help texts', 'Подсказки автошкол', 'Ndihma e shkollave'],
    searchable: ['text'],
  },
  contact_messages: {
    labels: ['Μηνύματα επικοινωνίας', 'Contact messages', 'Обращения', 'Mesazhet e kontaktit'],
    searchable: ['name', 'email', 'subject', 'text'],
    labelColumn: 'subject',
  },
  info_pages: {
    labels: [
      'Σελίδες πληροφοριών',
      'Information pages',
      'Информационные страницы',
      'Faqet informuese',
    ],
    searchable: ['slug', 'title', 'body'],
    labelColumn: 'title',
    markdown: ['body'],
    columns: {
      slug: ['Διεύθυνση σελίδας', 'Page address', 'Адрес страницы', 'Adresa e faqes'],
      summary: ['Περίληψη', 'Summary', 'Краткое описание', 'Përmbledhja'],
      body: ['Κείμενο (Markdown)', 'Text (Markdown)', 'Текст (Markdown)', 'Teksti (Markdown)'],
    },
  },
  audit_log: {
    labels: ['Ημερολόγιο ενεργειών', 'Audit log', 'Журнал действий', 'Regjistri i veprimeve'],
    readOnlyTable: true,
    // Before and after may hold hidden columns (kept to revert): the audit screen shows them
    // with those columns taken out, the generic list not at all.
    hidden: ['details'],
    searchable: ['action', 'entity', 'entity_id'],
  },
  counters: { labels: ['Μετρητές', 'Counters', 'Счётчики', 'Numëruesit'], labelColumn: 'name' },
  admin_saved_views: {
    labels: [
      'Αποθηκευμένες προβολές',
      'Saved views',
      'Сохранённые представления',
      'Pamjet e ruajtura',
    ],
    labelColumn: 'name',
    searchable: ['name', 'table_name'],
  },
};

/** Column labels shared by every table that has the column. */
const COMMON_COLUMNS: Record<string, Labels> = {
  id: ['Κωδικός', 'ID', 'ID', 'ID'],
  name: ['Όνομα', 'Name', 'Название', 'Emri'],
  username: ['Όνομα χρήστη', 'Username', 'Имя пользователя', 'Emri i përdoruesit'],
  email: ['E-mail', 'E-mail', 'E-mail', 'E-mail'],
  first_name: ['Όνομα', 'First name', 'Имя', 'Emri'],
  last_name: ['Επώνυμο', 'Last name', 'Фамилия', 'Mbiemri'],
  status: ['Κατάσταση', 'Status', 'Статус', 'Statusi'],
  lang: ['Γλώσσα', 'Language', 'Язык', 'Gjuha'],
  text: ['Κείμενο', 'Text', 'Текст', 'Teksti'],
  title: ['Τίτλος', 'Title', 'Заголовок', 'Titulli'],
  code: ['Κωδικός', 'Code', 'Код', 'Kodi'],
  created_at: ['Δημιουργία', 'Created', 'Создано', 'Krijuar'],
  updated_at: ['Τελευταία αλλαγή', 'Updated', 'Изменено', 'Ndryshuar'],
  user_id: ['Χρήστης', 'User', 'Пользователь', 'Përdoruesi'],
  student_id: ['Μαθητής', 'Student', 'Ученик', 'Nxënësi'],
  school_id: ['Σχολή', 'School', 'Автошкола', 'Shkolla'],
  question_id: ['Ερώτηση', 'Question', 'Вопрос', 'Pyetja'],
  answer_id: ['Απάντηση', 'Answer', 'Ответ', 'Përgjigja'],
  test_id: ['Τεστ', 'Test', 'Тест', 'Testi'],
  section_code: ['Ενότητα', 'Section', 'Категория', 'Kategoria'],
  category_id: ['Κατηγορία', 'Category', 'Категория вопросов', 'Kategoria e pyetjeve'],
  is_correct: ['Σωστή', 'Correct', 'Верно', 'E saktë'],
  answered_at: ['Ώρα απάντησης', 'Answered at', 'Время ответа', 'Koha e përgjigjes'],
  client_reply_id: [
    'Αναγνωριστικό συσκευής',
    'Client reply ID',
    'ID ответа клиента',
    'ID e përgjigjes',
  ],
  phone: ['Τηλέφωνο', 'Phone', 'Телефон', 'Telefoni'],
  city: ['Πόλη', 'City', 'Город', 'Qyteti'],
  address: ['Διεύθυνση', 'Address', 'Адрес', 'Adresa'],
  at: ['Χρόνος', 'Time', 'Время', 'Koha'],
  actor_id: ['Χειριστής', 'Actor', 'Исполнитель', 'Kryerësi'],
  action: ['Ενέργεια', 'Action', 'Действие', 'Veprimi'],
  subject: ['Θέμα', 'Subject', 'Тема', 'Subjekti'],
  handled_at: ['Διεκπεραίωση', 'Handled at', 'Обработано', 'Trajtuar më'],
  expires_at: ['Λήξη', 'Expires', 'Истекает', 'Skadon'],
  position: ['Σειρά', 'Position', 'Порядок', 'Renditja'],
  amount: ['Ποσό', 'Amount', 'Сумма', 'Shuma'],
};

export function overlayOf(table: string): TableOverlay {
  return OVERLAY[table] ?? {};
}

const asLabels = ([el, en, ru, sq]: Labels): AdminLabels => ({ el, en, ru, sq });

/** A name as a label in every language, for what the overlay does not name. */
function plain(name: string): AdminLabels {
  const text = name.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return { el: text, en: text, ru: text, sq: text };
}

export function tableLabels(table: string): AdminLabels {
  const labels = overlayOf(table).labels;
  return labels ? asLabels(labels) : plain(table);
}

export function columnLabels(table: string, column: string): AdminLabels {
  const labels = overlayOf(table).columns?.[column] ?? COMMON_COLUMNS[column];
  return labels ? asLabels(labels) : plain(column);
}
