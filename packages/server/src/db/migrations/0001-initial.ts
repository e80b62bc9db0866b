import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from '../column-types.js';

/*
 * The whole data model of the spec (§3 entities, §4 states, §6 roles). Times are epoch
 * milliseconds (bigint), flags are 0/1 integers, JSON is text: the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('job_title', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull().defaultTo('el'))
    .addColumn('section_code', 'varchar(16)')
    .addColumn('is_demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('last_access', 'bigint')
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role', 'varchar(32)', (c) => c.notNull())
    .addColumn('permission', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role', 'permission'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('remember_me', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('client', 'varchar(16)', (c) => c.notNull().defaultTo('web'))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('sessions_user')
    .on('sessions')
    .columns(['user_id', 'expires_at'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await db.schema
    .createTable('schools')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().unique().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('manager_name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision')
    .addColumn('lng', 'double precision')
    .addColumn('coupon_prefix', 'varchar(4)', (c) => c.notNull().unique())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_at', 'bigint')
    .addColumn('approved_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('package_code', 'varchar(32)')
    .addColumn('next_package_code', 'varchar(32)')
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_per_activation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('texts', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('schools_status').on('schools').columns(['status', 'city']).execute();

  await db.schema
    .createTable('school_locations')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(160)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('packages')
    .addColumn('code', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('monthly_activations', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_per_activation', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('students')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('set null'))
    .addColumn('school_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('school_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('age', 'integer')
    .addColumn('gender', 'varchar(8)')
    .addColumn('interest_category_id', 'integer')
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('archive_result', 'integer')
    .addColumn('archived_at', 'bigint')
    .addColumn('joined_school_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('students_school')
    .on('students')
    .columns(['school_id', 'school_status'])
    .execute();

  await db.schema
    .createTable('sections')
    .addColumn('code', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('icon', 'varchar(32)', (c) => c.notNull())
    .addColumn('questions_per_test', 'integer', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('errors_allowed', 'integer', (c) => c.notNull())
    .addColumn('min_success', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('source_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('icon', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('category_texts')
    .addColumn('category_id', 'integer', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_texts_pk', ['category_id', 'lang'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('source', 'varchar(16)', (c) => c.notNull())
    .addColumn('source_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('question_no', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('book_ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('chapter', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('photo', 'varchar(128)')
    .addColumn('video_url', 'varchar(255)')
    .addColumn('sound', 'varchar(64)')
    .addColumn('theory_url', 'varchar(255)')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('questions_source_uq', ['source', 'source_id'])
    .execute();
  await db.schema
    .createTable('question_texts')
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('help', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('theory_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('question_texts_pk', ['question_id', 'lang'])
    .execute();
  await db.schema
    .createTable('section_questions')
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('section_questions_pk', ['section_code', 'question_id'])
    .execute();
  await db.schema
    .createIndex('section_questions_q')
    .on('section_questions')
    .column('question_id')
    .execute();
  await db.schema
    .createTable('answers')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('no', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('answers_question_no_uq', ['question_id', 'no'])
    .execute();
  await db.schema
    .createTable('answer_texts')
    .addColumn('answer_id', 'integer', (c) =>
      c.notNull().references('answers.id').onDelete('cascade'),
    )
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('answer_texts_pk', ['answer_id', 'lang'])
    .execute();
  await db.schema
    .createTable('pictures')
    .addColumn('name', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('content_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('bytes', t.blob, (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('student_sections')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('exam_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('set null'))
    .addColumn('requested_at', 'bigint')
    .addColumn('activated_at', 'bigint')
    .addColumn('charged_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('student_sections_pk', ['student_id', 'section_code'])
    .execute();

  await db.schema
    .createTable('tests')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('running'))
    .addColumn('options', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('minutes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('errors_allowed', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('date_started', 'bigint', (c) => c.notNull())
    .addColumn('date_updated', 'bigint', (c) => c.notNull())
    .addColumn('date_completed', 'bigint')
    .execute();
  await db.schema
    .createIndex('tests_student')
    .on('tests')
    .columns(['student_id', 'section_code', 'status'])
    .execute();
  await db.schema
    .createTable('test_questions')
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addPrimaryKeyConstraint('test_questions_pk', ['test_id', 'position'])
    .execute();
  await db.schema
    .createTable('replies')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('test_id', 'integer', (c) => c.notNull().references('tests.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('answer_id', 'integer', (c) => c.notNull())
    .addColumn('is_correct', 'integer', (c) => c.notNull())
    .addColumn('client_reply_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('answered_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('replies_client_uq', ['student_id', 'client_reply_id'])
    .execute();
  await db.schema
    .createIndex('replies_test')
    .on('replies')
    .columns(['test_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('question_stats')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('level', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('date_viewed', 'bigint', (c) => c.notNull())
    .addColumn('test_viewed', 'integer')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct_in_row', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('wrong', 'integer', (c) => c.notNull().defaultTo(0))
    /** Spaced-repetition card state (docs/SCORING.md). */
    .addColumn('due_at', 'bigint')
    .addColumn('scheduler', 'text', (c) => c.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('question_stats_pk', ['student_id', 'question_id'])
    .execute();
  await db.schema
    .createTable('section_stats')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('tests_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('learned', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('strong_errors', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('test_stats', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('section_stats_pk', ['student_id', 'section_code'])
    .execute();
  await db.schema
    .createTable('category_stats')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('category_stats_pk', ['student_id', 'section_code', 'category_id'])
    .execute();
  await db.schema
    .createTable('daily_activity')
    .addColumn('student_id', 'integer', (c) =>
      c.notNull().references('students.user_id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('correct', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_activity_pk', ['student_id', 'section_code', 'day'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)')
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('student_id', 'integer', (c) =>
      c.references('students.user_id').onDelete('set null'),
    )
    .addColumn('reserved_at', 'bigint')
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('credit_entries')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_info', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('student_id', 'integer')
    .addColumn('section_code', 'varchar(16)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('settled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('credit_entries_school')
    .on('credit_entries')
    .columns(['school_id', 'status'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) => c.references('schools.id').onDelete('cascade'))
    .addColumn('sender_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('recipient_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('messages_recipient')
    .on('messages')
    .columns(['recipient_id', 'read_at'])
    .execute();

  await db.schema
    .createTable('theory_presentations')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('section_code', 'varchar(16)', (c) => c.notNull().references('sections.code'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('theory_presentation_questions')
    .addColumn('presentation_id', 'integer', (c) =>
      c.notNull().references('theory_presentations.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addPrimaryKeyConstraint('theory_presentation_questions_pk', ['presentation_id', 'position'])
    .execute();
  await db.schema
    .createTable('school_question_help')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('school_question_help_pk', ['school_id', 'question_id', 'lang'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('handled_at', 'bigint')
    .execute();

  await db.schema
    .createTable('info_pages')
    .addColumn('slug', 'varchar(64)', (c) => c.notNull())
    .addColumn('lang', 'varchar(2)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('info_pages_pk', ['slug', 'lang'])
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', t.id, t.primaryKey)
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createIndex('audit_log_actor')
    .on('audit_log')
    .columns(['actor_id', 'at'])
    .execute();

  await db.schema
    .createTable('counters')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`select 1`.execute(db);
}
