import QRCode from 'qrcode';

/*
 * The school's sign-up links (SPEC §2 "profile dialog with a registration link/QR"): the student
 * sign-up page with the school pre-selected, and with a coupon filled in on a printed coupon.
 */

export function studentSignUpUrl(
  publicUrl: string,
  lang: string,
  schoolId: number,
  coupon?: string,
): string {
  const query = new URLSearchParams({ school: String(schoolId) });
  if (coupon) query.set('coupon', coupon);
  return `${publicUrl}/${lang}/sign-up/student?${query.toString()}`;
}

/** The link's QR code as an SVG document and as a PNG data URL. */
export async function qrCodesOf(url: string): Promise<{ svg: string; png: string }> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const [svg, png] = await Promise.all([
    QRCode.toString(url, { ...options, type: 'svg' }),
    QRCode.toDataURL(url, { ...options, width: 512 }),
  ]);
  return { svg, png };
}
