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
  /**
   * A hidden column holding the record's text already folded (shared normalizeSearchText, kept
   * current by every writer): the free-text search looks in it too.
   */
  searchText?: string;
  /** What searchText holds, named for the search field's hint. */
  searchTextLabels?: Labels;
  labelColumn?: string;
  /**
   * Nothing is written through the generic editor (save, delete, revert): rows the product's
   * own rules own, changed only by their operations.
   */
  readOnlyTable?: boolean;
  /**
   * Rows a revert never puts back, not even those a reverted delete took along: credentials
   * (a session, a reset link) that would let their token in again.
   */
  neverRestored?: boolean;
  kinds?: Record<string, ColumnKind>;
  columns?: Record<string, Labels>;
  /** Columns holding the name of a stored picture (picked from the file browser's). */
  pictures?: string[];
  /** Text columns written in Markdown (edited with a preview). */
  markdown?: string[];
  /** The order a list without a sort of its own shows (else the key, newest first). */
  defaultSort?: { column: string; direction: 'asc' | 'desc' };
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
    columns: {
      job_title: ['Θέση εργασίας', 'Job title', 'Должность', 'Pozicioni i punës'],
      is_demo: ['Δοκιμαστικός λογαριασμός', 'Demo account', 'Аккаунт DEMO', 'Llogari DEMO'],
      last_access: ['Τελευταία πρόσβαση', 'Last access', 'Последний вход', 'Qasja e fundit'],
    },
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
    // A session is the sign-in's: an edit could bring a signed-out token back, past its
    // lifetime. Signing out is an operation (sign out everywhere).
    readOnlyTable: true,
    neverRestored: true,
    columns: {
      client: ['Εφαρμογή', 'Client', 'Клиент', 'Klienti'],
      user_agent: ['Πρόγραμμα περιήγησης', 'User agent', 'Браузер', 'Shfletuesi'],
      last_seen_at: [
        'Τελευταία δραστηριότητα',
        'Last seen',
        'Последняя активность',
        'Aktiviteti i fundit',
      ],
      revoked_at: ['Ανάκληση', 'Revoked', 'Отозвано', 'Anuluar'],
    },
  },
  password_resets: {
    labels: [
      'Επαναφορές κωδικού',
      'Password resets',
      'Сбросы пароля',
      'Rivendosjet e fjalëkalimit',
    ],
    readOnlyTable: true,
    neverRestored: true,
  },
  schools: {
    labels: ['Σχολές οδηγών', 'Driving schools', 'Автошколы', 'Autoshkollat'],
    searchable: ['name', 'manager_name', 'city', 'email', 'phone'],
    hidden: ['search_text'],
    searchText: 'search_text',
    searchTextLabels: [
      'Περιοχή, Νομός ή περιφέρεια',
      'Area, Prefecture or region',
      'Район, Ном или периферия',
      'Zona, Prefektura ose rajoni',
    ],
    labelColumn: 'name',
    columns: {
      manager_name: ['Υπεύθυνος', 'Manager', 'Руководитель', 'Përgjegjësi'],
      area: ['Περιοχή', 'Area', 'Район', 'Zona'],
      region: [
        'Νομός ή περιφέρεια',
        'Prefecture or region',
        'Ном или периферия',
        'Prefektura ose rajoni',
      ],
      mobile: ['Κινητό', 'Mobile', 'Мобильный', 'Celulari'],
      coupon_prefix: [
        'Πρόθεμα κουπονιών',
        'Coupon prefix',
        'Префикс купонов',
        'Prefiksi i kuponëve',
      ],
      approved_at: ['Έγκριση', 'Approved', 'Одобрено', 'Miratuar'],
      approved_by: ['Εγκρίθηκε από', 'Approved by', 'Кем одобрено', 'Miratuar nga'],
      package_code: ['Πακέτο', 'Package', 'Пакет', 'Paketa'],
      next_package_code: ['Επόμενο πακέτο', 'Next package', 'Следующий пакет', 'Paketa e ardhshme'],
      credits: [
        'Μονάδες (παλιό σύνολο)',
        'Credits (old total)',
        'Кредиты (старый итог)',
        'Kreditet (totali i vjetër)',
      ],
      texts: [
        'Κείμενα σελίδας (JSON)',
        'Page texts (JSON)',
        'Тексты страницы (JSON)',
        'Tekstet e faqes (JSON)',
      ],
    },
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
  school_logos: {
    labels: ['Λογότυπα σχολών', 'School logos', 'Логотипы автошкол', 'Logot e shkollave'],
    // Served with the type its bytes are; the stored one is the upload's record.
    readOnly: ['content_type', 'sha256'],
  },
  school_invites: {
    labels: [
      'Προσκλήσεις σε σχολές',
      'School invitations',
      'Приглашения в автошколы',
      'Ftesat në shkolla',
    ],
    columns: {
      actor_user_id: ['Αποστολέας', 'Sent by', 'Отправитель', 'Dërguar nga'],
    },
  },
  packages: {
    labels: ['Πακέτα', 'Packages', 'Пакеты', 'Paketat'],
    labelColumn: 'code',
    defaultSort: { column: 'position', direction: 'asc' },
    columns: {
      monthly_price_cents: [
        'Μηνιαία τιμή (λεπτά του ευρώ)',
        'Monthly price (euro cents)',
        'Цена в месяц (евроценты)',
        'Çmimi mujor (cent euro)',
      ],
      monthly_activations: [
        'Ενεργοποιήσεις τον μήνα',
        'Activations per month',
        'Активаций в месяц',
        'Aktivizime në muaj',
      ],
      active: ['Ενεργό', 'Active', 'Активен', 'Aktive'],
    },
  },
  students: {
    labels: ['Μαθητές', 'Students', 'Ученики', 'Nxënësit'],
    hidden: ['search_text'],
    // The student's names (both orders), username, e-mail and phone are in search_text.
    searchText: 'search_text',
    searchTextLabels: [
      'Ονοματεπώνυμο, Όνομα χρήστη, E-mail',
      'Name, Username, E-mail',
      'Имя и фамилия, Имя пользователя, E-mail',
      'Emri dhe mbiemri, Emri i përdoruesit, E-mail',
    ],
    searchable: ['comments', 'phone'],
    columns: {
      school_status: [
        'Κατάσταση στη σχολή',
        'School status',
        'Статус в автошколе',
        'Statusi në shkollë',
      ],
      school_verified: [
        'Επιβεβαίωση από σχολή',
        'Verified by school',
        'Подтверждён автошколой',
        'Verifikuar nga shkolla',
      ],
      age: ['Ηλικία', 'Age', 'Возраст', 'Mosha'],
      gender: ['Φύλο', 'Gender', 'Пол', 'Gjinia'],
      interest_category_id: [
        'Κατηγορία ενδιαφέροντος',
        'Category of interest',
        'Интересующая категория',
        'Kategoria e interesit',
      ],
      level: [
        'Γνώση ΚΟΚ (1–5)',
        'Road code knowledge (1–5)',
        'Знание ПДД (1–5)',
        'Njohja e Kodit Rrugor (1–5)',
      ],
      comments: [
        'Σχόλια σχολής',
        'School’s comments',
        'Комментарии автошколы',
        'Komentet e shkollës',
      ],
      settings: ['Ρυθμίσεις', 'Settings', 'Настройки', 'Cilësimet'],
      archive_result: [
        'Αποτέλεσμα εξετάσεων',
        'Exam result',
        'Результат экзамена',
        'Rezultati i provimit',
      ],
      archived_at: ['Αρχειοθέτηση', 'Archived', 'В архиве с', 'Arkivuar'],
      joined_school_at: [
        'Ένταξη στη σχολή',
        'Joined the school',
        'В автошколе с',
        'Në shkollë që nga',
      ],
      archive_comment: [
        'Σχόλιο αρχειοθέτησης',
        'Archiving comment',
        'Комментарий к архивации',
        'Komenti i arkivimit',
      ],
    },
  },
  sections: {
    labels: ['Ενότητες διπλωμάτων', 'Licence sections', 'Категории прав', 'Kategoritë e patentës'],
    labelColumn: 'code',
    defaultSort: { column: 'position', direction: 'asc' },
    columns: {
      icon: ['Εικονίδιο', 'Icon', 'Значок', 'Ikona'],
      questions_per_test: [
        'Ερωτήσεις ανά εξέταση',
        'Questions per exam',
        'Вопросов в экзамене',
        'Pyetje për provim',
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
    defaultSort: { column: 'position', direction: 'asc' },
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
    columns: {
      help: ['Βοήθεια', 'Help', 'Подсказка', 'Ndihma'],
      theory_name: ['Τίτλος θεωρίας', 'Theory title', 'Название теории', 'Titulli i teorisë'],
    },
  },
  section_questions: {
    labels: [
      'Ερωτήσεις ανά ενότητα',
      'Questions per section',
      'Вопросы по категориям',
      'Pyetjet sipas kategorisë',
    ],
  },
  answers: {
    labels: ['Απαντήσεις', 'Answers', 'Ответы', 'Përgjigjet'],
    columns: {
      no: ['Αριθμός απάντησης', 'Answer number', 'Номер ответа', 'Numri i përgjigjes'],
    },
  },
  answer_texts: {
    labels: ['Κείμενα απαντήσεων', 'Answer texts', 'Тексты ответов', 'Tekstet e përgjigjeve'],
    searchable: ['text'],
  },
  pictures: {
    labels: ['Εικόνες', 'Pictures', 'Изображения', 'Fotot'],
    labelColumn: 'name',
    searchable: ['name'],
    // Served with the type its bytes are; the stored one is the upload's record.
    readOnly: ['content_type', 'sha256'],
    columns: {
      folder: ['Φάκελος', 'Folder', 'Папка', 'Dosja'],
    },
  },
  media_folders: {
    labels: ['Φάκελοι αρχείων', 'Media folders', 'Папки медиафайлов', 'Dosjet e medias'],
    columns: {
      path: ['Διαδρομή', 'Path', 'Путь', 'Shtegu'],
    },
  },
  student_sections: {
    labels: [
      'Ενότητες μαθητών',
      'Students’ sections',
      'Категории учеников',
      'Kategoritë e nxënësve',
    ],
    // A section's state and charge follow the school's operations (section/activate…), which
    // hold the credit reservation; the generic editor would write past it.
    readOnlyTable: true,
    columns: {
      exam_status: [
        'Αποτέλεσμα εξέτασης',
        'Exam result',
        'Результат экзамена',
        'Rezultati i provimit',
      ],
      requested_at: ['Αίτημα', 'Requested', 'Запрошено', 'Kërkuar'],
      activated_at: ['Ενεργοποίηση', 'Activated', 'Активировано', 'Aktivizuar'],
      charged_at: ['Χρέωση', 'Charged', 'Списано', 'Tarifuar'],
    },
  },
  tests: {
    labels: ['Τεστ', 'Tests', 'Тесты', 'Testet'],
    columns: {
      type: ['Είδος τεστ', 'Test type', 'Тип теста', 'Lloji i testit'],
      passed: ['Επιτυχία', 'Passed', 'Сдан', 'Kaluar'],
      date_started: ['Έναρξη', 'Started', 'Начато', 'Filluar'],
      date_updated: ['Τελευταία αλλαγή', 'Updated', 'Изменено', 'Ndryshuar'],
      date_completed: ['Ολοκλήρωση', 'Completed', 'Завершено', 'Përfunduar'],
    },
  },
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
    columns: {
      level: ['Επίπεδο (1–5)', 'Level (1–5)', 'Уровень (1–5)', 'Niveli (1–5)'],
      date_viewed: ['Τελευταία εμφάνιση', 'Last shown', 'Последний показ', 'Shfaqur së fundi'],
      test_viewed: [
        'Τεστ τελευταίας εμφάνισης',
        'Test last shown in',
        'Тест последнего показа',
        'Testi i shfaqjes së fundit',
      ],
      progress: ['Πρόοδος', 'Progress', 'Прогресс', 'Progresi'],
      correct_in_row: ['Σωστές στη σειρά', 'Correct in a row', 'Верных подряд', 'Të sakta radhazi'],
      wrong: ['Λάθη', 'Wrong', 'Неверных', 'Të gabuara'],
      due_at: ['Επόμενη επανάληψη', 'Next review', 'Следующее повторение', 'Përsëritja e radhës'],
      scheduler: [
        'Πρόγραμμα επανάληψης (FSRS)',
        'Review schedule (FSRS)',
        'График повторения (FSRS)',
        'Plani i përsëritjes (FSRS)',
      ],
    },
  },
  section_stats: {
    labels: [
      'Στατιστικά ενοτήτων',
      'Section statistics',
      'Статистика категорий',
      'Statistikat e kategorive',
    ],
    columns: {
      tests_total: [
        'Ολοκληρωμένα τεστ',
        'Tests completed',
        'Завершённых тестов',
        'Teste të përfunduara',
      ],
      learned: [
        'Μαθημένες ερωτήσεις',
        'Questions learned',
        'Выученных вопросов',
        'Pyetje të mësuara',
      ],
      strong_errors: [
        'Επίμονα λάθη',
        'Strong errors',
        'Устойчивых ошибок',
        'Gabime të përsëritura',
      ],
      test_stats: [
        'Τεστ ανά είδος (JSON)',
        'Tests by type (JSON)',
        'Тесты по типам (JSON)',
        'Testet sipas llojit (JSON)',
      ],
    },
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
    columns: {
      day: ['Ημέρα', 'Day', 'День', 'Dita'],
      visits: ['Επισκέψεις', 'Visits', 'Посещений', 'Vizita'],
    },
  },
  coupons: {
    labels: ['Κουπόνια', 'Coupons', 'Купоны', 'Kuponat'],
    labelColumn: 'code',
    searchable: ['code'],
    // A reserved coupon is a promised activation: reserve, free and redeem keep the account.
    readOnlyTable: true,
    columns: {
      reserved_at: ['Δέσμευση', 'Reserved', 'Зарезервировано', 'Rezervuar'],
      serial: ['Αύξων αριθμός', 'Serial number', 'Порядковый номер', 'Numri rendor'],
      actor_user_id: [
        'Τελευταία ενέργεια από',
        'Last changed by',
        'Кем изменён последним',
        'Ndryshuar së fundi nga',
      ],
    },
  },
  credit_entries: {
    labels: ['Κινήσεις μονάδων', 'Credit entries', 'Движения кредитов', 'Lëvizjet e kredive'],
    searchable: ['payment_info', 'kind'],
    // A ledger: rows are only added, by the credits screen (a correction is a new row).
    readOnlyTable: true,
    columns: {
      // Credits or package activations, never money.
      amount: ['Μονάδες', 'Credits', 'Кредиты', 'Kreditet'],
      unit_cents: ['Τιμή μονάδας (λεπτά)', 'Unit price (cents)', 'Цена за единицу (центы)', 'Çmimi për njësi (cent)'], // prettier-ignore
      quantity: ['Ποσότητα', 'Quantity', 'Количество', 'Sasia'],
      net_cents: ['Καθαρό ποσό (λεπτά)', 'Net (cents)', 'Без НДС (центы)', 'Neto (cent)'],
      vat_rate: ['Συντελεστής ΦΠΑ (εκατοστά του %)', 'VAT rate (hundredths of %)', 'Ставка НДС (сотые %)', 'Norma e TVSH-së (të qindtat e %)'], // prettier-ignore
      vat_cents: ['ΦΠΑ (λεπτά)', 'VAT (cents)', 'НДС (центы)', 'TVSH (cent)'],
      total_cents: ['Σύνολο (λεπτά)', 'Total (cents)', 'Итого (центы)', 'Totali (cent)'],
      currency: ['Νόμισμα', 'Currency', 'Валюта', 'Monedha'],
      actor_id: ['Καταχωρίστηκε από', 'Recorded by', 'Кем внесено', 'Regjistruar nga'],
      kind: ['Είδος κίνησης', 'Entry kind', 'Тип операции', 'Lloji i lëvizjes'],
      payment_info: [
        'Πληρωμή ή αιτιολογία',
        'Payment details or reason',
        'Оплата или причина',
        'Pagesa ose arsyeja',
      ],
      settled_at: ['Οριστικοποίηση', 'Settled', 'Проведено', 'Shlyer'],
      hold: ['Δέσμευση', 'Hold', 'Резерв', 'Rezervimi'],
      pool: ['Απόθεμα', 'Pool', 'Фонд', 'Fondi'],
      settles_id: [
        'Οριστικοποιεί την κίνηση',
        'Settles entry',
        'Закрывает операцию',
        'Shlyen lëvizjen',
      ],
      idem_key: [
        'Κλειδί μοναδικότητας',
        'Idempotency key',
        'Ключ идемпотентности',
        'Çelësi i idempotencës',
      ],
    },
  },
  messages: {
    labels: ['Μηνύματα', 'Messages', 'Сообщения', 'Mesazhet'],
    searchable: ['text'],
    columns: {
      thread_id: ['Συνομιλία', 'Thread', 'Переписка', 'Biseda'],
      sender_id: ['Αποστολέας', 'Sender', 'Отправитель', 'Dërguesi'],
      recipient_id: ['Παραλήπτης', 'Recipient', 'Получатель', 'Marrësi'],
      read_at: ['Ανάγνωση', 'Read', 'Прочитано', 'Lexuar'],
      client_id: [
        'Αναγνωριστικό συσκευής',
        'Client message ID',
        'ID сообщения клиента',
        'ID e mesazhit',
      ],
      announcement_id: ['Ανακοίνωση', 'Announcement', 'Объявление', 'Njoftimi'],
    },
  },
  announcements: {
    labels: [
      'Ανακοινώσεις σχολών',
      'School announcements',
      'Объявления автошкол',
      'Njoftimet e autoshkollave',
    ],
    searchable: ['text'],
    columns: {
      author_id: ['Συντάκτης', 'Author', 'Автор', 'Autori'],
      client_id: [
        'Αναγνωριστικό συσκευής',
        'Client message ID',
        'ID сообщения клиента',
        'ID e mesazhit',
      ],
    },
  },
  message_threads: {
    labels: ['Συνομιλίες', 'Message threads', 'Переписки', 'Bisedat'],
    columns: {
      last_message_at: [
        'Τελευταίο μήνυμα',
        'Last message',
        'Последнее сообщение',
        'Mesazhi i fundit',
      ],
    },
  },
  school_members: {
    labels: ['Μέλη σχολών', 'School members', 'Сотрудники автошкол', 'Anëtarët e shkollave'],
    columns: {
      actor_user_id: ['Προσκλήθηκε από', 'Invited by', 'Кем приглашён', 'Ftuar nga'],
    },
  },
  user_identities: {
    labels: ['Κοινωνικές συνδέσεις', 'Social sign-ins', 'Входы через соцсети', 'Hyrjet sociale'],
    hidden: ['subject'],
    searchable: ['provider', 'email'],
  },
  oidc_flows: {
    labels: [
      'Απόπειρες κοινωνικής σύνδεσης',
      'Social sign-in attempts',
      'Попытки входа через соцсети',
      'Përpjekjet për hyrje sociale',
    ],
    // A trip's nonce and PKCE verifier are what make its sign-in answer hers: never shown.
    // Nor who the provider said the person is (as user_identities.subject), nor what it told.
    hidden: ['nonce', 'code_verifier', 'subject', 'claims'],
    columns: {
      intent: ['Σκοπός', 'Intent', 'Цель', 'Qëllimi'],
      nonce: ['Τιμή nonce', 'Nonce', 'Значение nonce', 'Vlera nonce'],
      code_verifier: [
        'Επαληθευτής PKCE',
        'PKCE code verifier',
        'Верификатор PKCE',
        'Verifikuesi PKCE',
      ],
      redirect_uri: ['Διεύθυνση επιστροφής', 'Redirect URI', 'Адрес возврата', 'Adresa e kthimit'],
      subject: [
        'Αναγνωριστικό στον πάροχο',
        'Subject at the provider',
        'ID у провайдера',
        'ID te ofruesi',
      ],
      claims: [
        'Στοιχεία παρόχου (JSON)',
        'Provider’s claims (JSON)',
        'Данные провайдера (JSON)',
        'Të dhënat e ofruesit (JSON)',
      ],
    },
  },
  job_runs: {
    labels: ['Εκτελέσεις εργασιών', 'Job runs', 'Запуски задач', 'Ekzekutimet e punëve'],
    searchable: ['job', 'outcome'],
    columns: {
      job: ['Εργασία', 'Job', 'Задача', 'Puna'],
      period: ['Περίοδος', 'Period', 'Период', 'Periudha'],
      node: ['Κόμβος', 'Node', 'Узел', 'Nyja'],
      started_at: ['Έναρξη', 'Started', 'Начато', 'Filluar'],
      finished_at: ['Ολοκλήρωση', 'Finished', 'Завершено', 'Përfunduar'],
      outcome: ['Αποτέλεσμα', 'Outcome', 'Результат', 'Rezultati'],
    },
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
    columns: {
      presentation_id: ['Παρουσίαση', 'Presentation', 'Презентация', 'Prezantimi'],
    },
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
    columns: {
      entity: ['Αντικείμενο', 'Entity', 'Объект', 'Objekti'],
      entity_id: ['Κλειδί αντικειμένου', 'Entity key', 'Ключ объекта', 'Çelësi i objektit'],
    },
  },
  counters: {
    labels: ['Μετρητές', 'Counters', 'Счётчики', 'Numëruesit'],
    labelColumn: 'name',
    columns: {
      value: ['Τιμή', 'Value', 'Значение', 'Vlera'],
    },
  },
  admin_saved_views: {
    labels: [
      'Αποθηκευμένες προβολές',
      'Saved views',
      'Сохранённые представления',
      'Pamjet e ruajtura',
    ],
    labelColumn: 'name',
    searchable: ['name', 'table_name'],
    columns: {
      operator_id: ['Χειριστής', 'Operator', 'Оператор', 'Operatori'],
      table_name: ['Πίνακας', 'Table', 'Таблица', 'Tabela'],
      query: ['Ερώτημα (JSON)', 'Query (JSON)', 'Запрос (JSON)', 'Kërkesa (JSON)'],
    },
  },
  exam_dates: {
    labels: ['Ημερομηνίες εξέτασης', 'Exam dates', 'Даты экзаменов', 'Datat e provimeve'],
    columns: {
      exam_date: ['Ημερομηνία εξέτασης', 'Exam date', 'Дата экзамена', 'Data e provimit'],
      set_by: ['Ορίστηκε από', 'Set by', 'Кем назначена', 'Caktuar nga'],
    },
  },
  operator_settings: {
    labels: ['Ρυθμίσεις λειτουργίας', 'Operator settings', 'Настройки работы', 'Cilësimet e punës'],
    columns: {
      max_unpaid_credits: [
        'Μέγιστες απλήρωτες μονάδες ανά σχολή',
        'Most unpaid credits a school may hold',
        'Максимум неоплаченных кредитов у автошколы',
        'Kreditet e papaguara më të shumta për shkollë',
      ],
      beneficiary: ['Δικαιούχος λογαριασμού', 'Account holder', 'Получатель платежа', 'Përfituesi'],
      iban: ['IBAN', 'IBAN', 'IBAN', 'IBAN'],
      bic: ['BIC (SWIFT)', 'BIC (SWIFT)', 'BIC (SWIFT)', 'BIC (SWIFT)'],
      bank_name: ['Τράπεζα', 'Bank', 'Банк', 'Banka'],
      seller_details: [
        'Στοιχεία πωλητή στο προτιμολόγιο (διεύθυνση, ΑΦΜ, ΔΟΥ, ανά γραμμή)',
        'Seller on the proforma (address, VAT number, tax office, a line each)',
        'Продавец в проформе (адрес, ИНН, налоговая, по строке)',
        'Shitësi në profaturë (adresa, NIPT, zyra tatimore, një rresht secila)',
      ],
    },
  },
  price_list: {
    labels: ['Τιμοκατάλογος', 'Price list', 'Прайс-лист', 'Lista e çmimeve'],
    labelColumn: 'item',
    searchable: ['item'],
    defaultSort: { column: 'applies_at', direction: 'desc' },
    columns: {
      item: [
        'Είδος (credit: μία μονάδα, vat: ΦΠΑ, package:ΚΩΔΙΚΟΣ: μήνας πακέτου)',
        'Item (credit: one credit, vat: VAT, package:CODE: a month of a package)',
        'Позиция (credit: один кредит, vat: НДС, package:КОД: месяц пакета)',
        'Artikulli (credit: një kredit, vat: TVSH, package:KODI: një muaj pakete)',
      ],
      value: [
        'Καθαρή τιμή σε λεπτά του ευρώ (για τον ΦΠΑ: εκατοστά του %, 2400 = 24%)',
        'Net price in euro cents (for VAT: hundredths of a percent, 2400 = 24%)',
        'Цена без НДС в евроцентах (для НДС: сотые доли процента, 2400 = 24%)',
        'Çmimi neto në cent euro (për TVSH-në: të qindtat e përqindjes, 2400 = 24%)',
      ],
      currency: ['Νόμισμα', 'Currency', 'Валюта', 'Monedha'],
      applies_at: ['Ισχύει από', 'Applies from', 'Действует с', 'Vlen nga'],
    },
  },
  bank_payments: {
    labels: ['Πληρωμές από τράπεζα', 'Bank payments', 'Банковские платежи', 'Pagesat nga banka'],
    searchable: ['description', 'reference'],
    // Written by the statement import alone, each line once (docs/BILLING.md "Reconciling").
    readOnlyTable: true,
    columns: {
      line_key: ['Ταυτότητα γραμμής', 'Line identity', 'Идентификатор строки', 'Identiteti i rreshtit'], // prettier-ignore
      booked_on: ['Ημερομηνία λογιστικής', 'Booked on', 'Дата проводки', 'Data e regjistrimit'],
      amount_cents: ['Ποσό (λεπτά)', 'Amount (cents)', 'Сумма (центы)', 'Shuma (cent)'],
      description: ['Αιτιολογία', 'Description', 'Назначение', 'Përshkrimi'],
      reference: ['Κωδικός πληρωμής (RF)', 'Payment reference (RF)', 'Код платежа (RF)', 'Kodi i pagesës (RF)'], // prettier-ignore
      entry_id: ['Αγορά', 'Purchase', 'Покупка', 'Blerja'],
      outcome: ['Αποτέλεσμα', 'Outcome', 'Результат', 'Rezultati'],
      imported_by: ['Εισαγωγή από', 'Imported by', 'Кем импортировано', 'Importuar nga'],
      imported_at: ['Εισαγωγή', 'Imported', 'Импортировано', 'Importuar'],
    },
  },
  receipts: {
    labels: ['Αποδείξεις', 'Receipts', 'Квитанции', 'Faturat'],
    searchable: ['buyer_name'],
    // Issued with the payment, never edited: a correction is a credit note (not built yet).
    readOnlyTable: true,
    columns: {
      entry_id: ['Αγορά', 'Purchase', 'Покупка', 'Blerja'],
      school_id: ['Σχολή', 'School', 'Автошкола', 'Shkolla'],
      year: ['Έτος', 'Year', 'Год', 'Viti'],
      number: ['Αριθμός', 'Number', 'Номер', 'Numri'],
      buyer_name: ['Αγοραστής', 'Buyer', 'Покупатель', 'Blerësi'],
      quantity: ['Ποσότητα', 'Quantity', 'Количество', 'Sasia'],
      unit_cents: ['Τιμή μονάδας (λεπτά)', 'Unit price (cents)', 'Цена за единицу (центы)', 'Çmimi për njësi (cent)'], // prettier-ignore
      net_cents: ['Καθαρό ποσό (λεπτά)', 'Net (cents)', 'Без НДС (центы)', 'Neto (cent)'],
      vat_rate: ['Συντελεστής ΦΠΑ (εκατοστά του %)', 'VAT rate (hundredths of %)', 'Ставка НДС (сотые %)', 'Norma e TVSH-së (të qindtat e %)'], // prettier-ignore
      vat_cents: ['ΦΠΑ (λεπτά)', 'VAT (cents)', 'НДС (центы)', 'TVSH (cent)'],
      total_cents: ['Σύνολο (λεπτά)', 'Total (cents)', 'Итого (центы)', 'Totali (cent)'],
      issued_at: ['Έκδοση', 'Issued', 'Выдана', 'Lëshuar'],
    },
  },
  places: {
    labels: ['Τοπωνύμια', 'Places', 'Топонимы', 'Toponimet'],
    columns: {
      kind: ['Είδος', 'Kind', 'Тип', 'Lloji'],
      context: ['Ευρύτερη περιοχή', 'Wider area', 'Расположение', 'Zona më e gjerë'],
      search_key: ['Κλειδί αναζήτησης', 'Search key', 'Ключ поиска', 'Çelësi i kërkimit'],
      search_stem: ['Ρίζα αναζήτησης', 'Search stem', 'Основа для поиска', 'Rrënja e kërkimit'],
      rank: ['Προτεραιότητα', 'Rank', 'Приоритет', 'Përparësia'],
      source: ['Πηγή δεδομένων', 'Data source', 'Источник данных', 'Burimi i të dhënave'],
    },
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
  minutes: ['Διάρκεια (λεπτά)', 'Duration (minutes)', 'Длительность (мин)', 'Kohëzgjatja (minuta)'],
  errors_allowed: ['Επιτρεπόμενα λάθη', 'Errors allowed', 'Допустимо ошибок', 'Gabime të lejuara'],
  slug: ['Διεύθυνση σελίδας', 'Page address', 'Адрес страницы', 'Adresa e faqes'],
  role: ['Ρόλος', 'Role', 'Роль', 'Roli'],
  ip: ['Διεύθυνση IP', 'IP address', 'IP-адрес', 'Adresa IP'],
  remember_me: ['Να με θυμάσαι', 'Remember me', 'Запомнить меня', 'Më mbaj mend'],
  provider: ['Πάροχος', 'Provider', 'Провайдер', 'Ofruesi'],
  postal_code: ['Ταχυδρομικός κώδικας', 'Postal code', 'Почтовый индекс', 'Kodi postar'],
  lat: ['Γεωγραφικό πλάτος', 'Latitude', 'Широта', 'Gjerësia gjeografike'],
  lng: ['Γεωγραφικό μήκος', 'Longitude', 'Долгота', 'Gjatësia gjeografike'],
  content_type: ['Τύπος αρχείου', 'Content type', 'Тип содержимого', 'Lloji i përmbajtjes'],
  sha256: ['Αποτύπωμα SHA-256', 'SHA-256 digest', 'Хеш SHA-256', 'Gjurma SHA-256'],
  used_at: ['Χρήση', 'Used', 'Использовано', 'Përdorur'],
  replies: ['Απαντήσεις', 'Replies', 'Ответов', 'Përgjigje'],
  correct: ['Σωστές', 'Correct', 'Верных', 'Të sakta'],
  progress_sum: ['Άθροισμα προόδου', 'Progress sum', 'Сумма прогресса', 'Shuma e progresit'],
  cost_per_activation: [
    'Μονάδες ανά ενεργοποίηση',
    'Credits per activation',
    'Кредитов за активацию',
    'Kredite për aktivizim',
  ],
  permission: ['Δικαίωμα', 'Permission', 'Право', 'Leja'],
  options: ['Επιλογές (JSON)', 'Options (JSON)', 'Параметры (JSON)', 'Opsionet (JSON)'],
};

export function overlayOf(table: string): TableOverlay {
  return OVERLAY[table] ?? {};
}

export const asLabels = ([el, en, ru, sq]: Labels): AdminLabels => ({ el, en, ru, sq });

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
