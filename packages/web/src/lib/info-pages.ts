import { INFO_PAGE_SLUGS } from '@kokpit/shared';

export { INFO_PAGE_SLUGS };

export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

export function isInfoPageSlug(value: unknown): value is InfoPageSlug {
  return typeof value === 'string' && (INFO_PAGE_SLUGS as readonly string[]).includes(value);
}
