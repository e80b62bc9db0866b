import { positive, translate } from '@kokpit/shared';
import type { EventDefinition } from '../../realtime/events.js';
import { defineSchoolEvent } from '../../realtime/school-scope.js';
import { printCoupons } from './coupon-print.service.js';
import { presentCoupon, presentCounts } from './coupon.presenter.js';
import { freeCoupons, listSchoolCoupons, reserveCoupons } from './coupon.service.js';
import { qrCodesOf, studentSignUpUrl } from './sign-up-links.js';

/*
 * `/school` coupon events and the registration link (shared/src/realtime/school-billing.ts).
 * Coupons are the manager's (the `coupons` area: they promise the school's credits); the link
 * is the `profile` area's.
 */

const couponsListEvent = defineSchoolEvent('coupons/list', {
  area: 'coupons',
  handle: async (input, ec) => {
    const page = await listSchoolCoupons(ec.ctx.db, ec.school.id, input);
    return positive({
      items: page.items.map(presentCoupon),
      page: page.page,
      pageSize: page.pageSize,
      total: page.total,
      counts: presentCounts(page.counts),
    });
  },
});

const couponsReserveEvent = defineSchoolEvent('coupons/reserve', {
  area: 'coupons',
  rateLimit: { limit: 30, windowMs: 60 * 60_000 },
  handle: async (input, ec) => {
    const done = await reserveCoupons(ec.ctx, ec.school, input, ec.userId);
    return positive(
      { coupons: done.coupons.map(presentCoupon), account: done.account },
      translate(ec.lang, 'school.coupons.reserved', { count: done.coupons.length }),
    );
  },
});

const couponsFreeEvent = defineSchoolEvent('coupons/free', {
  area: 'coupons',
  handle: async (input, ec) => {
    const done = await freeCoupons(ec.ctx, ec.school.id, input.ids, ec.userId);
    return positive(done, translate(ec.lang, 'school.coupons.freed', { count: done.freed.length }));
  },
});

const couponsPrintEvent = defineSchoolEvent('coupons/print', {
  area: 'coupons',
  rateLimit: { limit: 60, windowMs: 60 * 60_000 },
  handle: async (input, ec) =>
    positive(await printCoupons(ec.ctx, ec.school, input.ids, input.lang ?? ec.lang)),
});

const registrationLinkEvent = defineSchoolEvent('registration-link', {
  area: 'profile',
  handle: async (input, ec) => {
    const url = studentSignUpUrl(ec.ctx.config.publicUrl, input.lang ?? ec.lang, ec.school.id);
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
