/** The information page slugs of SPEC §2 ({product} is "kokpit"). */
export const INFO_PAGE_SLUGS = [
  'simata-kokpit-tools',
  'kok-simata-theoritikh-ekpaideysi',
  'simata-test-proodou',
  'simata-test-category',
  'simata-test-errors',
  'simata-kok-test-ypourgeioy',
  'terms-of-use',
  'privacy-policy',
  'testdrive-me-simata-best',
  'testdrive-simata-test',
  'testdrive-simata-best',
  'driver-check',
  'dikaiologitika-paravola',
  'egkyklopaideia-autokinitou',
  'simata-kok',
  'testdrive-sxoles-odigon',
  'testdrive-presentation-sxoles-odigwn',
  'teacher-benefits-for-sxoles',
  'testdrive-synergasia-sxoles',
] as const;

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export function isInfoPageSlug(value: unknown): value is InfoPageSlug {
  return typeof value === 'string' && (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}
