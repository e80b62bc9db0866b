import { DEFAULT_LANGUAGE } from '@kokpit/shared';
import type { Db } from '../../db/database.js';

export interface PageRow {
  slug: string;
  lang: string;
  title: string;
  summary: string;
  body: string;
  updated_at: number;
}

/** A page in the language asked, falling back to Greek. */
export async function findPage(db: Db, slug: string, lang: string): Promise<PageRow | undefined> {
  const rows = await db
    .selectFrom('info_pages')
    .select(['slug', 'lang', 'title', 'summary', 'body', 'updated_at'])
    .where('slug', '=', slug)
    .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
    .execute();
  return rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANGUAGE);
}

/** Titles and summaries of every page in a language (Greek where a translation is missing). */
export async function listPages(db: Db, lang: string): Promise<Omit<PageRow, 'body'>[]> {
  const rows = await db
    .selectFrom('info_pages')
    .select(['slug', 'lang', 'title', 'summary', 'updated_at'])
    .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
    .orderBy('slug')
    .execute();
  const bySlug = new Map<string, Omit<PageRow, 'body'>>();
  for (const r of rows) if (!bySlug.has(r.slug) || r.lang === lang) bySlug.set(r.slug, r);
  return [...bySlug.values()];
}
