import type { Generated } from 'kysely';

/* Row types of the migrations in ./migrations (times: epoch ms; flags: 0/1; JSON: text). */

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  /** Null for an account that signs in only through a social provider (user_identities). */
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  job_title: Generated<string>;
  status: Generated<number>;
  lang: Generated<string>;
  section_code: string | null;
  is_demo: Generated<number>;
  options: Generated<string>;
  created_at: number;
  updated_at: number;
  last_access: number | null;
}
export interface UserRolesTable {
  user_id: number;
  role: string;
}
export interface RolePermissionsTable {
  role: string;
  permission: string;
}
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  remember_me: Generated<number>;
  client: Generated<string>;
  ip: Generated<string>;
  user_agent: Generated<string>;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  revoked_at: number | null;
}
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}
export interface SchoolsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  manager_name: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  area: Generated<string>;
  region: Generated<string>;
  postal_code: Generated<string>;
  phone: Generated<string>;
  mobile: Generated<string>;
  email: Generated<string>;
  lat: number | null;
  lng: number | null;
  coupon_prefix: string;
  status: Generated<number>;
  approved_at: number | null;
  approved_by: number | null;
  package_code: string | null;
  next_package_code: string | null;
  credits: Generated<number>;
  cost_per_activation: Generated<number>;
  texts: Generated<string>;
  /** Name, city, area and region as search compares them (shared `schoolSearchText`). */
  search_text: Generated<string>;
  /** The public page's address segment (/{lang}/schools/{slug}), unique; migration 0013. */
  slug: string | null;
  created_at: number;
  updated_at: number;
}
/** The offline geocoder's gazetteer (features/places, migration 0013). */
export interface PlacesTable {
  id: Generated<number>;
  /** shared PlaceKind, or 'postcode'. */
  kind: string;
  name: string;
  context: Generated<string>;
  postal_code: string | null;
  /** shared `placeKey` of the name. */
  search_key: Generated<string>;
  /** shared `placeStem` of the name. */
  search_stem: Generated<string>;
  rank: Generated<number>;
  lat: number;
  lng: number;
  source: string;
}
export interface SchoolLocationsTable {
  id: Generated<number>;
  school_id: number;
  name: Generated<string>;
  address: Generated<string>;
  city: Generated<string>;
  postal_code: Generated<string>;
  lat: number;
  lng: number;
  phone: Generated<string>;
  /** The branch's place in the school's list; the first is the school's main place. */
  position: Generated<number>;
}
/** A school's logo, served like question pictures (migration 0012). */
export interface SchoolLogosTable {
  school_id: number;
  content_type: string;
  sha256: string;
  bytes: Buffer;
  updated_at: number;
}
/** An invitation to teach at a school: a single-use mailed link, of which only the hash is kept. */
export interface SchoolInvitesTable {
  token_hash: string;
  school_id: number;
  email: string;
  role: Generated<string>;
  /** The member who sent it. */
  actor_user_id: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** The account made with it. */
  user_id: number | null;
}
export interface PackagesTable {
  code: string;
  position: Generated<number>;
  monthly_price_cents: Generated<number>;
  monthly_activations: Generated<number>;
  cost_per_activation: Generated<number>;
  active: Generated<number>;
}
export interface StudentsTable {
  user_id: number;
  school_id: number | null;
  school_status: Generated<number>;
  school_verified: Generated<number>;
  age: number | null;
  gender: string | null;
  interest_category_id: number | null;
  level: Generated<number>;
  comments: Generated<string>;
  settings: Generated<string>;
  archive_result: number | null;
  archived_at: number | null;
  joined_school_at: number | null;
  created_at: number;
  /** Digits and spacing as typed; '' when none (migration 0007). */
  phone: Generated<string>;
  /** What the school wrote when it archived the student. */
  archive_comment: Generated<string>;
  /** Name, username, e-mail and phone as search compares them (shared `studentSearchText`). */
  search_text: Generated<string>;
}
export interface SectionsTable {
  code: string;
  position: number;
  icon: string;
  questions_per_test: number;
  minutes: number;
  errors_allowed: number;
  min_success: Generated<number>;
  /** Where the exam settings come from, for operators (migration 0017). */
  settings_source: Generated<string>;
  updated_at: number;
}
export interface CategoriesTable {
  id: Generated<number>;
  source_key: string;
  position: Generated<number>;
  icon: Generated<string>;
}
export interface CategoryTextsTable {
  category_id: number;
  lang: string;
  name: string;
}
export interface QuestionsTable {
  id: Generated<number>;
  source: string;
  source_id: string;
  category_id: number;
  question_no: Generated<number>;
  book_ref: Generated<string>;
  chapter: Generated<number>;
  level: Generated<number>;
  photo: string | null;
  video_url: string | null;
  sound: string | null;
  theory_url: string | null;
  active: Generated<number>;
  updated_at: number;
}
export interface QuestionTextsTable {
  question_id: number;
  lang: string;
  text: string;
  help: Generated<string>;
  theory_name: Generated<string>;
}
export interface SectionQuestionsTable {
  section_code: string;
  question_id: number;
}
export interface AnswersTable {
  id: Generated<number>;
  question_id: number;
  no: number;
  is_correct: Generated<number>;
}
export interface AnswerTextsTable {
  answer_id: number;
  lang: string;
  text: string;
}
export interface PicturesTable {
  name: string;
  content_type: string;
  sha256: string;
  bytes: Buffer;
  updated_at: number;
  /** The file browser's folder ('' the root; migration 0016); the name stays the key. */
  folder: Generated<string>;
}
/** Folders of the file browser that may hold nothing yet (migration 0016). */
export interface MediaFoldersTable {
  path: string;
  created_at: number;
}
export interface StudentSectionsTable {
  student_id: number;
  section_code: string;
  status: number;
  exam_status: Generated<number>;
  school_id: number | null;
  requested_at: number | null;
  activated_at: number | null;
  charged_at: number | null;
  updated_at: number;
}
export interface TestsTable {
  id: Generated<number>;
  student_id: number;
  section_code: string;
  type: string;
  status: Generated<string>;
  options: Generated<string>;
  minutes: Generated<number>;
  errors_allowed: number | null;
  passed: number | null;
  date_started: number;
  /** Start, cancel or completion: answers leave the row alone (see practice.presenter.ts). */
  date_updated: number;
  date_completed: number | null;
}
export interface TestQuestionsTable {
  test_id: number;
  position: number;
  question_id: number;
}
export interface RepliesTable {
  id: Generated<number>;
  student_id: number;
  test_id: number;
  question_id: number;
  answer_id: number;
  is_correct: number;
  client_reply_id: string;
  answered_at: number;
}
export interface QuestionStatsTable {
  student_id: number;
  question_id: number;
  level: Generated<number>;
  date_viewed: number;
  test_viewed: number | null;
  progress: Generated<number>;
  replies: Generated<number>;
  correct: Generated<number>;
  correct_in_row: Generated<number>;
  wrong: Generated<number>;
  due_at: number | null;
  scheduler: Generated<string>;
}
export interface SectionStatsTable {
  student_id: number;
  section_code: string;
  tests_total: Generated<number>;
  replies: Generated<number>;
  correct: Generated<number>;
  progress_sum: Generated<number>;
  learned: Generated<number>;
  strong_errors: Generated<number>;
  test_stats: Generated<string>;
  updated_at: number;
}
export interface CategoryStatsTable {
  student_id: number;
  section_code: string;
  category_id: number;
  replies: Generated<number>;
  correct: Generated<number>;
  progress_sum: Generated<number>;
}
export interface DailyActivityTable {
  student_id: number;
  section_code: string;
  day: string;
  replies: Generated<number>;
  correct: Generated<number>;
  visits: Generated<number>;
}
export interface CouponsTable {
  id: Generated<number>;
  code: string;
  school_id: number;
  section_code: string | null;
  status: Generated<number>;
  student_id: number | null;
  reserved_at: number | null;
  used_at: number | null;
  created_at: number;
  /** The coupon's number within its school (the code is prefix, number and check digit). */
  serial: number | null;
  /** The member who last reserved or freed it (migration 0012). */
  actor_user_id: Generated<number | null>;
}
export interface CreditEntriesTable {
  id: Generated<number>;
  school_id: number;
  amount: number;
  kind: string;
  status: string;
  payment_info: Generated<string>;
  student_id: number | null;
  section_code: string | null;
  created_at: number;
  expires_at: number | null;
  settled_at: number | null;
  /** Credits held (+1 by an activation's reservation, -1 when it is charged or released). */
  hold: Generated<number>;
  /** 'credits', or 'package:YYYY-MM' for a month's package activations (migration 0008). */
  pool: Generated<string>;
  /** The row this one settles (a purchase paid or lapsed, a reservation charged or released). */
  settles_id: number | null;
  /** Unique key of a row written once per period (the month's package grant). */
  idem_key: string | null;
  /** The account that made the change, when a person did. */
  actor_id: number | null;
  /**
   * What a purchase (or a package's month) was priced at when it was made (migration 0019):
   * net price of one unit and how many, net, VAT rate (hundredths of a percent), VAT and
   * total, in euro cents; null on rows that are not sold.
   */
  unit_cents: number | null;
  quantity: number | null;
  net_cents: number | null;
  vat_rate: number | null;
  vat_cents: number | null;
  total_cents: number | null;
  currency: string | null;
}
export interface MessagesTable {
  id: Generated<number>;
  school_id: number | null;
  /** The school's conversation with the student; null only for a message with no school. */
  thread_id: number | null;
  sender_id: number;
  recipient_id: number;
  text: string;
  created_at: number;
  read_at: number | null;
  /** The sending client's own id for the message, unique per sender (migration 0011). */
  client_id: string | null;
  /** The announcement this message delivers to one student (migration 0031). */
  announcement_id: Generated<number | null>;
}
/** A school's one message to its active students of a section, or all (migration 0031). */
export interface AnnouncementsTable {
  id: Generated<number>;
  school_id: number;
  author_id: number | null;
  /** The section whose students it went to; null: every active student. */
  section_code: string | null;
  text: string;
  /** The writing client's own id, unique per school: a resend is stored once. */
  client_id: string;
  created_at: number;
}
/** One conversation per school and student (migration 0006); any member of the school writes. */
export interface MessageThreadsTable {
  id: Generated<number>;
  school_id: number;
  student_id: number;
  created_at: number;
  updated_at: number;
  last_message_at: number | null;
}
/** An account's place in a school: a school has several, each a manager or a teacher. */
export interface SchoolMembersTable {
  school_id: number;
  user_id: number;
  /** SchoolRole of @kokpit/shared: 'manager' | 'teacher'. */
  role: string;
  created_at: number;
  /** The member who invited this one (migration 0012); null for a school's founder. */
  actor_user_id: Generated<number | null>;
}
/** A social provider's account (provider, its subject id) linked to one of ours. */
export interface UserIdentitiesTable {
  id: Generated<number>;
  provider: string;
  subject: string;
  user_id: number;
  /** The e-mail the provider reported at linking, for support; ours stays in users. */
  email: Generated<string>;
  created_at: number;
}
/** A trip to a social sign-in provider, then its unknown identity awaiting sign-up (0014). */
export interface OidcFlowsTable {
  id: Generated<number>;
  /** Null once the provider answered: a state is good for one callback. */
  state_hash: string | null;
  binding_hash: string;
  provider: string;
  intent: 'signin' | 'link';
  /** The account to link to (intent link). */
  user_id: number | null;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  lang: string;
  remember_me: Generated<number>;
  ticket_hash: string | null;
  subject: string | null;
  /** JSON: the provider's e-mail and names, to prefill the sign-up form. */
  claims: string | null;
  created_at: number;
  expires_at: number;
}
/** One row per scheduled job and period: claiming it is what lets one node run the period. */
export interface JobRunsTable {
  job: string;
  period: string;
  /** The node (host:pid:random) that claimed the period. */
  node: string;
  /** 'running' | 'done' | 'failed' (jobs/job-runs.repository.ts). */
  status: Generated<string>;
  started_at: number;
  finished_at: number | null;
  /** What the run reported (JSON), or the error's name when it failed. */
  outcome: Generated<string>;
}
export interface TheoryPresentationsTable {
  id: Generated<number>;
  school_id: number;
  section_code: string;
  title: string;
  created_at: number;
  updated_at: number;
}
export interface TheoryPresentationQuestionsTable {
  presentation_id: number;
  position: number;
  question_id: number;
}
export interface SchoolQuestionHelpTable {
  school_id: number;
  question_id: number;
  lang: string;
  text: string;
  updated_at: number;
}
export interface ContactMessagesTable {
  id: Generated<number>;
  user_id: number | null;
  name: string;
  email: string;
  subject: Generated<string>;
  text: string;
  lang: string;
  created_at: number;
  handled_at: number | null;
}
export interface InfoPagesTable {
  slug: string;
  lang: string;
  title: string;
  summary: Generated<string>;
  body: string;
  updated_at: number;
}
export interface AuditLogTable {
  id: Generated<number>;
  at: number;
  actor_id: number | null;
  action: string;
  entity: Generated<string>;
  entity_id: Generated<string>;
  ip: Generated<string>;
  details: Generated<string>;
}
export interface CountersTable {
  name: string;
  value: Generated<number>;
}

/** The operators' settings: one row, id 1, a column per setting (migration 0018). */
export interface OperatorSettingsTable {
  id: number;
  /** Credits a school may hold bought and not yet paid (provisional), at most. */
  max_unpaid_credits: Generated<number>;
  /** Where schools pay (migration 0020): the account holder, IBAN, BIC and bank. */
  beneficiary: Generated<string>;
  iban: Generated<string>;
  bic: Generated<string>;
  bank_name: Generated<string>;
  /** The seller as a proforma prints it: address, ΑΦΜ, ΔΟΥ, one per line. */
  seller_details: Generated<string>;
  updated_at: number;
}

/** A learner's exam date in a section (YYYY-MM-DD, Athens) and who set it. */
export interface ExamDatesTable {
  student_id: number;
  section_code: string;
  exam_date: string;
  set_by: number | null;
  updated_at: number;
}

/** The operators' price list (migration 0019): `credit`, `vat`, `package:CODE`. */
export interface PriceListTable {
  id: Generated<number>;
  item: string;
  /** Net euro cents; for `vat`, hundredths of a percent. */
  value: number;
  currency: Generated<string>;
  /** Epoch ms from which the row applies. */
  applies_at: Generated<number>;
}

/** A credit line of an imported bank statement (migration 0021). */
export interface BankPaymentsTable {
  id: Generated<number>;
  /** The line's identity in its statement: a second import finds it again. */
  line_key: string;
  booked_on: string;
  amount_cents: number;
  description: Generated<string>;
  /** The RF reference found in the line. */
  reference: string | null;
  /** The purchase it paid. */
  entry_id: number | null;
  /** paid, unmatched, amount (differs), lapsed, closed (already paid or cancelled). */
  outcome: string;
  imported_by: number | null;
  imported_at: number;
}

/** A paid purchase's receipt (migration 0022): numbered per year, its figures copied. */
export interface ReceiptsTable {
  id: Generated<number>;
  entry_id: number;
  school_id: number;
  year: number;
  number: number;
  buyer_name: string;
  quantity: number;
  unit_cents: number;
  net_cents: number;
  vat_rate: number;
  vat_cents: number;
  total_cents: number;
  issued_at: number;
}

/** An operator's named list of one table (issue 20 saved views); query is JSON. */
export interface AdminSavedViewsTable {
  id: Generated<number>;
  operator_id: number;
  table_name: string;
  name: string;
  query: string;
  created_at: number;
  updated_at: number;
}
export interface Database {
  users: UsersTable;
  user_roles: UserRolesTable;
  role_permissions: RolePermissionsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  schools: SchoolsTable;
  school_locations: SchoolLocationsTable;
  announcements: AnnouncementsTable;
  school_logos: SchoolLogosTable;
  school_invites: SchoolInvitesTable;
  packages: PackagesTable;
  students: StudentsTable;
  sections: SectionsTable;
  categories: CategoriesTable;
  category_texts: CategoryTextsTable;
  questions: QuestionsTable;
  question_texts: QuestionTextsTable;
  section_questions: SectionQuestionsTable;
  answers: AnswersTable;
  answer_texts: AnswerTextsTable;
  pictures: PicturesTable;
  media_folders: MediaFoldersTable;
  student_sections: StudentSectionsTable;
  tests: TestsTable;
  test_questions: TestQuestionsTable;
  replies: RepliesTable;
  question_stats: QuestionStatsTable;
  section_stats: SectionStatsTable;
  category_stats: CategoryStatsTable;
  daily_activity: DailyActivityTable;
  coupons: CouponsTable;
  credit_entries: CreditEntriesTable;
  messages: MessagesTable;
  message_threads: MessageThreadsTable;
  school_members: SchoolMembersTable;
  user_identities: UserIdentitiesTable;
  oidc_flows: OidcFlowsTable;
  job_runs: JobRunsTable;
  theory_presentations: TheoryPresentationsTable;
  theory_presentation_questions: TheoryPresentationQuestionsTable;
  school_question_help: SchoolQuestionHelpTable;
  contact_messages: ContactMessagesTable;
  info_pages: InfoPagesTable;
  audit_log: AuditLogTable;
  counters: CountersTable;
  admin_saved_views: AdminSavedViewsTable;
  places: PlacesTable;
  operator_settings: OperatorSettingsTable;
  exam_dates: ExamDatesTable;
  price_list: PriceListTable;
  bank_payments: BankPaymentsTable;
  receipts: ReceiptsTable;
}
