import {
  purchaseReference,
  type AccountStatementPayload,
  type AccountStatementView,
} from '@kokpit/shared';
import type { SchoolCaller } from '../schools/school-access.js';
import { readAccount } from './account.service.js';
import { countStatementRows, statementPage, type StatementRow } from './statement.repository.js';

/** Rows on a page of the statement. */
export const STATEMENT_PAGE = 50;

function presentRow(r: StatementRow): AccountStatementView['rows'][number] {
  return {
    id: r.id,
    at: r.at,
    kind: r.kind,
    status: r.status,
    amount: r.amount,
    hold: r.hold,
    pool: r.pool,
    balance: r.balance,
    student: r.studentId === null ? null : { id: r.studentId, name: r.studentName ?? '' },
    section: r.section,
    by: r.by,
    reference: r.purchaseId === null ? null : purchaseReference(r.purchaseId),
    price: r.price,
    note: r.note,
  };
}

/** `account/statement`: a page of the school's ledger, newest first, with running balances. */
export async function accountStatement(
  caller: SchoolCaller,
  input: AccountStatementPayload,
): Promise<AccountStatementView> {
  const { db } = caller.ctx;
  const filter = { schoolId: caller.school.id, from: input.from, to: input.to, kind: input.kind };
  const [total, account] = await Promise.all([
    countStatementRows(db, filter),
    readAccount(db, caller.school.id, Date.now()),
  ]);
  const pages = Math.max(1, Math.ceil(total / STATEMENT_PAGE));
  const page = Math.min(input.page, pages);
  const rows = await statementPage(db, filter, STATEMENT_PAGE, (page - 1) * STATEMENT_PAGE);
  return { rows: rows.map(presentRow), page, pages, total, account };
}
