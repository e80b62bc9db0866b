import type { SchoolAccountView } from '@kokpit/shared';
import {
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { ACCOUNT_KEY, changePackage, packagesQuery } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';

interface PackageDialogProps {
  opened: boolean;
  onClose: () => void;
  account: SchoolAccountView;
}

/** Choose next month's package (SPEC §2 package selection, §4: active from the 1st). */
export function PackageDialog({ opened, onClose, account }: PackageDialogProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const phone = useMediaQuery('(max-width: 36em)');
  const packages = useQuery({ ...packagesQuery(), enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen ?? account.nextPackage ?? account.package ?? '';
  const change = useSchoolAction(changePackage, { refresh: [ACCOUNT_KEY], onDone: onClose });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('school.page.packageTitle')}
      size="lg"
      radius="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Text size="sm">{t('school.page.packageText')}</Text>
        {!packages.data ? (
          <Skeleton height={200} />
        ) : (
          <Radio.Group value={selected} onChange={setChosen} label={t('school.page.packageChoose')}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
              {packages.data.packages.map((p) => (
                <Radio.Card key={p.code} value={p.code} radius="md" p="md">
                  <Group wrap="nowrap" align="flex-start">
                    <Radio.Indicator />
                    <Stack gap={2}>
                      <Group gap={6}>
                        <Text fw={800}>{p.code}</Text>
                        {p.code === account.package && (
                          <Badge size="xs" autoContrast color="kokpit.9">
                            {t('school.page.packageCurrent')}
                          </Badge>
                        )}
                        {p.code === account.nextPackage && p.code !== account.package && (
                          <Badge size="xs" autoContrast color="grape.9">
                            {t('school.page.packageNext')}
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm">
                        {t('school.page.packagePrice', {
                          price: formatEuros(p.monthlyPriceCents / 100, lang),
                        })}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('school.page.packageActivations', {
                          n: p.monthlyActivations,
                          cost: p.costPerActivation,
                        })}
                      </Text>
                    </Stack>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('school.page.cancel')}
          </Button>
          <Button
            loading={change.isPending}
            disabled={!selected || selected === (account.nextPackage ?? account.package)}
            onClick={() => change.mutate(selected)}
          >
            {t('school.page.packageSave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
