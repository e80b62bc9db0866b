import {
  csvFile,
  formatCreditorReference,
  purchaseReference,
  translate,
  type AccountStatementPayload,
  type Language,
  type MessageKey,
  type StatementFileView,
} from '@kokpit/shared';
import type { SchoolCaller } from '../schools/school-access.js';
import { statementPage, type StatementRow } from './statement.repository.js';

/*
 * The statement of account as a CSV for the school's accountant (issue 31 item 4): the rows the
 * filters keep, newest first, in words, with the running balance and the prices; its cells
 * defused against formulas (shared `csvFile`).
 */

/** The most rows one file holds: years of a busy school's ledger. */
export const STATEMENT_CSV_ROWS = 10_000;

function describe(lang: Language, r: StatementRow): string {
  const t = (key: MessageKey, params?: Record<string, string | number>) =>
    translate(lang, key, params);
  const section = r.section ? t(`sectionName.${r.section}` as MessageKey) : '';
  const who = { student: r.studentName ?? '', section, by: r.by ?? '' };
  switch (`${r.kind}:${r.status}`) {
    case 'purchase:requested':
      return t('school.statement.purchase', { n: r.amount });
    case 'purchase:paid':
      return t('school.statement.paid');
    case 'purchase:lapsed':
      return t('school.statement.lapsed');
    case 'purchase:cancelled':
      return t('school.statement.cancelled');
    case 'activation:reserved':
      return t('school.statement.reserved', who);
    case 'activation:charged':
      return t('school.statement.charged', who);
    case 'activation:released':
      return t('school.statement.released', who);
    case 'package:granted':
      return t('school.statement.package', { n: r.amount, month: r.pool.replace('package:', '') });
    case 'opening:settled':
      return t('school.statement.opening');
    default:
      return t('school.statement.grant', { note: r.note });
  }
}

/** An instant as the accountant reads it: Athens date and time, `YYYY-MM-DD HH:mm`. */
const athens = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Athens',
  dateStyle: 'short',
  timeStyle: 'short',
});

const euros = (cents: number | undefined) => (cents === undefined ? null : (cents / 100).toFixed(2)); // prettier-ignore

/** `account/statement-csv`. */
export async function statementCsv(
  caller: SchoolCaller,
  input: AccountStatementPayload,
): Promise<StatementFileView> {
  const filter = { schoolId: caller.school.id, from: input.from, to: input.to, kind: input.kind };
  const rows = await statementPage(caller.ctx.db, filter, STATEMENT_CSV_ROWS, 0);
  const lang = caller.lang;
  const head = translate(lang, 'school.statement.head').split(',');
  const body = rows.map((r) => [
    athens.format(r.at),
    describe(lang, r),
    r.pool === 'credits' ? r.amount : null,
    r.balance,
    r.purchaseId === null ? null : formatCreditorReference(purchaseReference(r.purchaseId)),
    euros(r.price?.netCents),
    euros(r.price?.vatCents),
    euros(r.price?.totalCents),
  ]);
  const text = csvFile([head, ...body]);
  return {
    filename: `kokpit-statement-${caller.school.id}.csv`,
    contentType: 'text/csv',
    base64: Buffer.from(text, 'utf8').toString('base64'),
  };
}
