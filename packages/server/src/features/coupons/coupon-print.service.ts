import { CouponStatus, ResultCode, type Language, type PrintableView } from '@kokpit/shared';
import type { AppContext } from '../../core/app-context.js';
import { AppError } from '../../core/app-error.js';
import type { BillingSchool } from '../billing/billing-school.repository.js';
import { renderCouponSheetOffThread } from './coupon-sheet-thread.js';
import { findSchoolCoupons } from './coupon.repository.js';
import { studentSignUpUrl } from './sign-up-links.js';

/**
 * `coupons/print`: the A4 sheet of the school's reserved coupons asked for (a used or free one
 * is not printed: "An error occurred while reserving the coupon!" tells the school to reserve).
 */
export async function printCoupons(
  ctx: AppContext,
  school: BillingSchool,
  ids: readonly number[],
  lang: Language,
): Promise<PrintableView> {
  const unique = [...new Set(ids)];
  const coupons = await findSchoolCoupons(ctx.db, school.id, unique);
  if (coupons.length !== unique.length) throw AppError.notFound('school.coupons.notFound');
  if (coupons.some((c) => c.status !== CouponStatus.reserved)) {
    throw new AppError(ResultCode.general, 'error.reserveCoupon');
  }
  const base = ctx.config.publicUrl;
  const pdf = await renderCouponSheetOffThread({
    schoolName: school.name,
    signUpUrl: studentSignUpUrl(base, lang, school.id),
    lang,
    coupons: coupons.map((c) => ({
      code: c.code,
      section: c.section,
      signUpUrl: studentSignUpUrl(base, lang, school.id, c.code),
    })),
  });
  return {
    filename: `kokpit-coupons-${school.couponPrefix}.pdf`,
    contentType: 'application/pdf',
    base64: pdf.toString('base64'),
  };
}
