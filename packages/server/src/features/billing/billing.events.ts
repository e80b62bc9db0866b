import { positive, schoolRoleAllows, translate } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { readAccount } from './account.service.js';
import { presentPayTo, presentPendingCredit, presentSectionOutcome } from './billing.presenter.js';
import { pendingCredits, requestCredits } from './credits.service.js';
import { changePackage, packagesOnOffer } from './packages.service.js';
import { paymentDetails } from './operator-settings.repository.js';
import { quoteCredits } from './prices.service.js';
import { proformaOf } from './proforma.service.js';
import { cancelPurchase } from './purchases.service.js';
import { receiptOf } from './receipt.service.js';
import { statementCsv } from './statement-csv.service.js';
import { accountStatement } from './statement.service.js';
import {
  changeStudentSection,
  SECTION_ACTION_MESSAGE,
  type SectionAction,
} from './school-sections.service.js';

/*
 * `/school` events about the school's money (shared/src/realtime/school-billing.ts). The school
 * step admits the member to the area: a teacher activates sections but has no money powers
 * (packages, credits), a school the operators have not approved acts in none.
 */

// The money's figures are the manager's: a teacher is refused them, as every money event.
const accountEvent = defineSchoolEvent('account', {
  area: 'credits',
  handle: async (_input, ec) => positive(await readAccount(ec.ctx.db, ec.school.id, Date.now())),
});

const statementEvent = defineSchoolEvent('account/statement', {
  area: 'credits',
  handle: async (input, ec) => positive(await accountStatement(ec, input)),
});

const statementCsvEvent = defineSchoolEvent('account/statement-csv', {
  area: 'credits',
  rateLimit: { limit: 60, windowMs: 60 * 60_000 },
  handle: async (input, ec) => positive(await statementCsv(ec, input)),
});

const packagesEvent = defineSchoolEvent('packages', {
  area: 'packages',
  handle: async (_input, ec) => {
    const [packages, account] = await Promise.all([
      packagesOnOffer(ec.ctx.db),
      readAccount(ec.ctx.db, ec.school.id, Date.now()),
    ]);
    return positive({ packages, account });
  },
});

const packageChangeEvent = defineSchoolEvent('package/change', {
  area: 'packages',
  handle: async (input, ec) => {
    await changePackage(ec.ctx, ec.school.id, input.code, ec.userId);
    return positive(
      await readAccount(ec.ctx.db, ec.school.id, Date.now()),
      translate(ec.lang, 'school.billing.packageChanged'),
    );
  },
});

async function pendingView(db: Db, schoolId: number) {
  const [items, payTo, account] = await Promise.all([
    pendingCredits(db, schoolId),
    paymentDetails(db),
    readAccount(db, schoolId, Date.now()),
  ]);
  return { items: items.map(presentPendingCredit), payTo: presentPayTo(payTo), account };
}

const creditsRequestEvent = defineSchoolEvent('credits/request', {
  area: 'credits',
  rateLimit: { limit: 20, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    await requestCredits(ec.ctx, ec.school.id, input, ec.userId);
    return positive(
      await pendingView(ec.ctx.db, ec.school.id),
      translate(ec.lang, 'school.billing.creditsRequested', { amount: input.amount }),
    );
  },
});

const creditsQuoteEvent = defineSchoolEvent('credits/quote', {
  area: 'credits',
  handle: async (input, ec) =>
    positive({
      amount: input.amount,
      price: await quoteCredits(ec.ctx.db, input.amount, Date.now()),
    }),
});

const creditsPendingEvent = defineSchoolEvent('credits/pending', {
  area: 'credits',
  handle: async (_input, ec) => positive(await pendingView(ec.ctx.db, ec.school.id)),
});

const creditsCancelEvent = defineSchoolEvent('credits/cancel', {
  area: 'credits',
  rateLimit: { limit: 30, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    await cancelPurchase(ec, input.id);
    return positive(
      await pendingView(ec.ctx.db, ec.school.id),
      translate(ec.lang, 'school.billing.purchaseCancelled'),
    );
  },
});

const creditsProformaEvent = defineSchoolEvent('credits/proforma', {
  area: 'credits',
  rateLimit: { limit: 60, windowMs: 60 * 60_000 },
  handle: async (input, ec) => positive(await proformaOf(ec, input.id)),
});

const creditsReceiptEvent = defineSchoolEvent('credits/receipt', {
  area: 'credits',
  rateLimit: { limit: 60, windowMs: 60 * 60_000 },
  handle: async (input, ec) => positive(await receiptOf(ec, input.id)),
});

/** A section of a student the school accepted (the school step loads them by `student`). */
function sectionEvent(name: `section/${SectionAction}`, action: SectionAction) {
  return defineSchoolEvent(name, {
    area: 'sections',
    student: { key: 'student', scope: 'accepted' },
    handle: async (input, ec) => {
      const outcome = await changeStudentSection(ec, action, input);
      // A teacher activates sections but is told no money figures.
      const money = schoolRoleAllows(ec.member.role, 'credits');
      return positive(
        presentSectionOutcome(outcome, money ? outcome.account : null),
        translate(ec.lang, SECTION_ACTION_MESSAGE[action]),
      );
    },
  });
}

/** `/school` events about packages, credits and section activations (school-billing.ts). */
export const billingEvents: EventDefinition<'/school'>[] = [
  accountEvent,
  statementEvent,
  statementCsvEvent,
  packagesEvent,
  packageChangeEvent,
  creditsQuoteEvent,
  creditsRequestEvent,
  creditsPendingEvent,
  creditsCancelEvent,
  creditsProformaEvent,
  creditsReceiptEvent,
  sectionEvent('section/activate', 'activate'),
  sectionEvent('section/reactivate', 'reactivate'),
  sectionEvent('section/reject', 'reject'),
];
