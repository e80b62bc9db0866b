import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLanguage } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import { serverPackageRoot } from '../content/content-importer.js';

export interface PageFile {
  slug: string;
  lang: string;
  title: string;
  summary: string;
  body: string;
}

/** Parses `---\ntitle: …\nsummary: …\n---\nbody` (the format of content/pages/*.md). */
export function parsePageFile(slug: string, lang: string, text: string): PageFile {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${slug}.${lang}.md has no front matter`);
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0)
      meta[line.slice(0, at).trim()] = line
        .slice(at + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1');
  }
  if (!meta.title) throw new Error(`${slug}.${lang}.md has no title`);
  return { slug, lang, title: meta.title, summary: meta.summary ?? '', body: match[2]!.trim() };
}

export const pagesPath = (): string => join(serverPackageRoot(), 'content', 'pages');

/** Every `{slug}.{lang}.md` of a folder; the product slug is written with `kokpit`. */
export function readPageFiles(dir: string, product: string): PageFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^([a-z0-9-]+)\.([a-z]{2})\.md$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null && isLanguage(m[2]))
    .map((m) => {
      const slug = m[1]!.replace(/^simata-kokpit-tools$/, `simata-${product}-tools`);
      return parsePageFile(slug, m[2]!, readFileSync(join(dir, m[0]), 'utf8'));
    });
}

/**
 * Stores the shipped pages in `info_pages`, only where a (slug, language) is missing: once in
 * the database, a page belongs to the operators, and a restart never overwrites their edits.
 */
export async function seedInfoPages(db: Db, product: string, dir = pagesPath()): Promise<number> {
  const pages = readPageFiles(dir, product);
  if (pages.length === 0) return 0;
  const at = Date.now();
  const result = await db
    .insertInto('info_pages')
    .values(pages.map((p) => ({ ...p, updated_at: at })))
    .onConflict((oc) => oc.columns(['slug', 'lang']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
