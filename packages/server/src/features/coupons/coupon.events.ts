import { canActAsSchool, positive, translate } from '@kokpit/shared';
import { defineEvent, type EventDefinition } from '../../realtime/events.js';
import { actingSchool } from '../billing/acting-school.js';
import { printCoupons } from './coupon-print.service.js';
import { presentCoupon, presentCounts } from './coupon.presenter.js';
import { freeCoupons, listSchoolCoupons, reserveCoupons } from './coupon.service.js';
import { qrCodesOf, studentSignUpUrl } from './sign-up-links.js';

/*
 * `/school` coupon events and the registration link (shared/src/realtime/school-billing.ts).
 * Coupons are the manager's (they promise the school's credits); the link is any member's.
 */

const couponsListEvent = defineEvent('/school', 'coupons/list', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'coupons');
    const page = await listSchoolCoupons(ec.ctx.db, school.id, input);
    return positive({
      items: page.items.map(presentCoupon),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      counts: presentCounts(page.counts),
    });
  },
});

const couponsReserveEvent = defineEvent('/school', 'coupons/reserve', {
  policy: canActAsSchool,
  rateLimit: { limit: 30, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'coupons');
    const done = await reserveCoupons(ec.ctx, school, input, ec.session.userId);
    return positive(
      { coupons: done.coupons.map(presentCoupon), account: done.account },
      translate(ec.lang, 'school.coupons.reserved', { count: done.coupons.length }),
    );
  },
});

const couponsFreeEvent = defineEvent('/school', 'coupons/free', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'coupons');
    const done = await freeCoupons(ec.ctx, school.id, input.ids, ec.session.userId);
    return positive(done, translate(ec.lang, 'school.coupons.freed', { count: done.freed.length }));
  },
});

const couponsPrintEvent = defineEvent('/school', 'coupons/print', {
  policy: canActAsSchool,
  rateLimit: { limit: 60, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'coupons');
    return positive(await printCoupons(ec.ctx, school, input.ids, input.lang ?? ec.lang));
  },
});

const registrationLinkEvent = defineEvent('/school', 'registration-link', {
  policy: canActAsSchool,
  handle: async (input, ec) => {
    const school = await actingSchool(ec.ctx.db, ec.session.userId, 'profile');
    const url = studentSignUpUrl(ec.ctx.config.publicUrl, input.lang ?? ec.lang, school.id);
    const qr = await qrCodesOf(url);
    return positive({ url, qrSvg: qr.svg, qrPng: qr.png });
  },
});

export const couponEvents: EventDefinition<'/school'>[] = [
  couponsListEvent,
  couponsReserveEvent,
  couponsFreeEvent,
  couponsPrintEvent,
  registrationLinkEvent,
];
