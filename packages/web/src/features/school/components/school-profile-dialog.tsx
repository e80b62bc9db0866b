import { Anchor, Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { registrationLinkQuery } from '../api/billing';
import { schoolProfileQuery } from '../api/students';
import { printQr } from './print-sheet';
import { LinkWithQr } from './registration-qr';

interface SchoolProfileDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The school's details and its registration link with a QR to download or print (SPEC §2). */
export function SchoolProfileDialog({ opened, onClose }: SchoolProfileDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const profile = useQuery({ ...schoolProfileQuery(), enabled: opened });
  const school = profile.data;
  const registration = useQuery({ ...registrationLinkQuery(lang), enabled: opened });
  const link = registration.data?.url ?? '';
  const qr = registration.data?.qrPng ?? '';

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('school.page.profileTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
    >
      {!school || !registration.data ? (
        <Skeleton height={300} />
      ) : (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
            {(
              [
                [t('school.page.schoolName'), school.name],
                [t('school.page.managerName'), school.managerName],
                [t('school.page.address'), `${school.address}, ${school.city}`],
                [t('school.page.phone'), school.phone],
                [t('school.page.email'), school.email || '—'],
                [t('school.page.couponPrefix'), school.couponPrefix],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed" fw={700}>
                  {label}
                </Text>
                <Text component="dd" m={0} size="sm">
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          <LinkWithQr link={link} qr={qr} label={t('school.page.registrationLink')} />
          <Group gap="sm">
            <Button
              component="a"
              href={qr}
              download={`kokpit-${school.couponPrefix}-qr.png`}
              variant="light"
            >
              {t('school.page.downloadQr')}
            </Button>
            <Button
              variant="default"
              onClick={() =>
                printQr({
                  title: t('school.page.registrationLink'),
                  school: school.name,
                  qrDataUrl: qr,
                  link,
                })
              }
            >
              {t('school.page.printQr')}
            </Button>
            <Anchor href={link} target="_blank" rel="noopener" size="sm">
              {t('school.page.openLink')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
