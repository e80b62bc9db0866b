import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

export const TABLES: (keyof Database)[] = [
  'users', 'user_roles', 'role_permissions', 'sessions', 'password_resets', 'schools',
  'school_locations', 'packages', 'students', 'sections', 'categories', 'category_texts',
  'questions', 'question_texts', 'section_questions', 'answers', 'answer_texts', 'pictures',
  'student_sections', 'tests', 'test_questions', 'replies', 'question_stats', 'section_stats',
  'category_stats', 'daily_activity', 'coupons', 'credit_entries', 'messages',
  'theory_presentations', 'theory_presentation_questions', 'school_question_help',
  'contact_messages', 'info_pages', 'audit_log', 'counters', 'school_members', 'user_identities',
  'message_threads', 'job_runs', 'school_logos', 'school_invites', 'admin_saved_views',
  'oidc_flows', 'places', 'media_folders', 'operator_settings', 'price_list', 'bank_payments', 'receipts', 'announcements', 'exam_dates',
]; // prettier-ignore

/** Row count of every table: a cheap fingerprint to show that bad input changed nothing. */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of TABLES) {
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(r.rows[0]?.n ?? 0);
  }
  return counts;
}
