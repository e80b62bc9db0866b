import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/* Helpers of the school money journeys (issue 31). */

/** The operators' bank details, as the back office's "Operator settings" would set them. */
export function setBankDetails(): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const db = new Database(join(dataDir, 'e2e.db'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      `update operator_settings set beneficiary = ?, iban = ?, bic = ?, bank_name = ?,
         seller_details = ? where id = 1`,
    ).run(
      'Kokpit IKE',
      'GR1601101250000000012300695',
      'ETHNGRAA',
      'Εθνική Τράπεζα',
      'Εγνατίας 1, 54630 Θεσσαλονίκη\nΑΦΜ 999999999, ΔΟΥ Α΄ Θεσσαλονίκης',
    );
  } finally {
    db.close();
  }
}

/** A PDF file's text as `pdftotext` reads it (poppler), in reading order. */
export function pdfFileText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}
