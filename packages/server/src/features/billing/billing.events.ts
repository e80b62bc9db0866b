import { positive, translate } from '@kokpit/shared';
import type { Db } from '../../db/database.js';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { readAccount } from './account.service.js';
import { presentPendingCredit, presentSectionOutcome } from './billing.presenter.js';
import { pendingCredits, requestCredits } from './credits.service.js';
import { changePackage, packagesOnOffer } from './packages.service.js';
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

const accountEvent = defineSchoolEvent('account', {
  area: 'sections',
  handle: async (_input, ec) => positive(await readAccount(ec.ctx.db, ec.school.id, Date.now())),
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
  const [items, account] = await Promise.all([
    pendingCredits(db, schoolId),
    readAccount(db, schoolId, Date.now()),
  ]);
  return { items: items.map(presentPendingCredit), account };
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

const creditsPendingEvent = defineSchoolEvent('credits/pending', {
  area: 'credits',
  handle: async (_input, ec) => positive(await pendingView(ec.ctx.db, ec.school.id)),
});

/** A section of a student the school accepted (the school step loads them by `student`). */
function sectionEvent(name: `section/${SectionAction}`, action: SectionAction) {
  return defineSchoolEvent(name, {
    area: 'sections',
    student: { key: 'student', scope: 'accepted' },
    handle: async (input, ec) => {
      const outcome = await changeStudentSection(ec, action, input);
      return positive(
        presentSectionOutcome(outcome, outcome.account),
        translate(ec.lang, SECTION_ACTION_MESSAGE[action]),
      );
    },
  });
}

/** `/school` events about packages, credits and section activations (school-billing.ts). */
export const billingEvents: EventDefinition<'/school'>[] = [
  accountEvent,
  packagesEvent,
  packageChangeEvent,
  creditsRequestEvent,
  creditsPendingEvent,
  sectionEvent('section/activate', 'activate'),
  sectionEvent('section/reactivate', 'reactivate'),
  sectionEvent('section/reject', 'reject'),
];
