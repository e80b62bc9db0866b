/*
 * How an answer's rows merge into what is stored: the `on conflict` clauses both record
 * executors (record-sqlite.repository.ts, record-postgres.repository.ts) append to their
 * inserts, so the counters add up the same way on both databases.
 */

/** A student's standing on a question: the planned values replace the stored ones. */
export const STANDING_MERGE = `
  on conflict (student_id, question_id) do update set
    level = excluded.level, date_viewed = excluded.date_viewed,
    test_viewed = excluded.test_viewed, progress = excluded.progress,
    replies = excluded.replies, correct = excluded.correct,
    correct_in_row = excluded.correct_in_row, wrong = excluded.wrong,
    due_at = excluded.due_at, scheduler = excluded.scheduler`;

/** A section's counters are added to; its per-type test statistics replaced on a completion. */
export const SECTION_MERGE = `
  on conflict (student_id, section_code) do update set
    tests_total = section_stats.tests_total + excluded.tests_total,
    replies = section_stats.replies + excluded.replies,
    correct = section_stats.correct + excluded.correct,
    progress_sum = section_stats.progress_sum + excluded.progress_sum,
    learned = section_stats.learned + excluded.learned,
    strong_errors = section_stats.strong_errors + excluded.strong_errors,
    test_stats = case when excluded.tests_total > 0 then excluded.test_stats
      else section_stats.test_stats end,
    updated_at = excluded.updated_at`;

export const CATEGORY_MERGE = `
  on conflict (student_id, section_code, category_id) do update set
    replies = category_stats.replies + excluded.replies,
    correct = category_stats.correct + excluded.correct,
    progress_sum = category_stats.progress_sum + excluded.progress_sum`;

/** One answer more on the Athens day. */
export const DAY_MERGE = `
  on conflict (student_id, section_code, day) do update set
    replies = daily_activity.replies + 1,
    correct = daily_activity.correct + excluded.correct`;
