import { canActAsSchool, positive, translate } from '@kokpit/shared';
import type { EventDefinition } from '../../realtime/events.js';
import { defineEvent } from '../../realtime/events.js';
import { readAccount } from './account.service.js';
import { actingSchool } from './acting-school.js';
import { presentPendingCredit, presentSectionOutcome } from './billing.presenter.js';
import { pendingCredits, requestCredits } from './credits.service.js';
import { changePackage, packagesOnOffer } from './packages.service.js';
import {
  changeStudentSection,
  SECTION_ACTION_MESSAGE,
  type SectionAction,
} from './school-sections.service.js';

/*
 * `/school` events about the school's money (shared/src/realtime/school-billing.ts). The
 * namespace lets in school accounts (canActAsSchool); the school an account acts for, and
 * whether its role may touch money, is checked by `actingSchool`.
 */

const accountEvent = defineEvent('/school', 'account', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'sections');
    return positive(await readAccount(ec.ctx.db, school.id, Date.now()));
  },
});

const packagesEvent = defineEvent('/school', 'packages', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'packages');
    const [packages, account] = await Promise.all([
      packagesOnOffer(ec.ctx.db),
      readAccount(ec.ctx.db, school.id, Date.now()),
    ]);
    return positive({ packages, account });
  },
});

const packageChangeEvent = defineEvent('/school', 'package/change', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'packages');
    await changePackage(ec.ctx, school.id, input.code, ec.session.userId);
    return positive(
      await readAccount(ec.ctx.db, school.id, Date.now()),
      translate(ec.lang, 'school.billing.packageChanged'),
    );
  },
});

async function pendingView(db: Parameters<typeof readAccount>[0], schoolId: number) {
  const [items, account] = await Promise.all([
    pendingCredits(db, schoolId),
    readAccount(db, schoolId, Date.now()),
  ]);
  return { items: items.map(presentPendingCredit), account };
}

const creditsRequestEvent = defineEvent('/school', 'credits/request', {
  policy: canActAsSchool,
  rateLimit: { limit: 20, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'credits');
    await requestCredits(ec.ctx, school.id, input, ec.session.userId);
    return positive(
      await pendingView(ec.ctx.db, school.id),
      translate(ec.lang, 'school.billing.creditsRequested', { amount: input.amount }),
    );
  },
});

const creditsPendingEvent = defineEvent('/school', 'credits/pending', {
  policy: canActAsSchool,
  handle: async (_input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'credits');
    return positive(await pendingView(ec.ctx.db, school.id));
  },
});

function sectionEvent(name: `section/${SectionAction}`, action: SectionAction) {
  return defineEvent('/school', name, {
    policy: canActAsSchool,
    handle: async (input, ec) => {
      const school = await actingSchool(ec.ctx.db, ec.session.userId, 'sections');
      const outcome = await changeStudentSection(ec.ctx, school, action, input, ec.session.userId);
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
