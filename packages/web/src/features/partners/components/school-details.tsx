import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { Language } from '@kokpit/shared';
import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import type { PartnerSchool } from '../api/partner-schools';

/** Sign-up with the school already chosen (the sign-up page reads `?school=`). */
export const signUpWithSchool = (lang: Language, id: number) =>
  `${paths.signUpStudent(lang)}?school=${id}`;

/** An approved school's public page. */
export const schoolPagePath = (lang: Language, slug: string) => `/${lang}/schools/${slug}`;

export function schoolAddress(school: PartnerSchool): string {
  const place = [school.postalCode, school.city].filter(Boolean).join(' ');
  return [school.address, place].filter(Boolean).join(', ');
}

/** Name, address, phones and the way to sign up with a school: for the popup and the list. */
export function SchoolDetails({
  school,
  headingLevel,
}: {
  school: PartnerSchool;
  headingLevel: 3 | 4;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const signUp = signUpWithSchool(lang, school.id);
  const page = schoolPagePath(lang, school.slug);
  // Capture phase: Leaflet stops clicks inside a popup from bubbling to React's root.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    void navigate(to);
  };
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const phones = [school.phone, school.mobile].filter((p): p is string => Boolean(p));
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text component={Heading} fw={700} fz="md" m={0} lh={1.3}>
          {school.name}
        </Text>
        {school.distanceKm !== undefined && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('schoolDiscovery.distance', { km: school.distanceKm.toLocaleString(lang) })}
          </Text>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {schoolAddress(school)}
      </Text>
      {phones.length > 0 && (
        <Text size="sm">
          {t('partners.phone')}{' '}
          {phones.map((phone, i) => (
            <span key={phone}>
              {i > 0 && ' · '}
              <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm">
                {phone}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
      <Group gap="md" mt={4}>
        <Anchor
          component={Link}
          to={signUp}
          onClickCapture={(event) => handleClick(event, signUp)}
          size="sm"
          fw={700}
        >
          {t('partners.signUpHere')}
        </Anchor>
        <Anchor
          component={Link}
          to={page}
          onClickCapture={(event) => handleClick(event, page)}
          size="sm"
          aria-label={t('schoolDiscovery.schoolPageNamed', { name: school.name })}
        >
          {t('schoolDiscovery.schoolPage')}
        </Anchor>
      </Group>
    </Stack>
  );
}
