import type { SchoolAccountView } from '@kokpit/shared';
import {
  Alert,
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
import { ACCOUNT_KEY, changePackage, packagesQuery } from '../api/billing';
import { useSchoolAction } from '../hooks/use-school-action';
import { PriceLines, useEuros } from './price-lines';

interface PackageDialogProps {
  opened: boolean;
  onClose: () => void;
  account: SchoolAccountView;
}

/**
 * Choose next month's package (SPEC §2 package selection, §4: active from the 1st): each with
 * its month's price with VAT, and a confirmation naming the monthly total before it is chosen.
 */
export function PackageDialog({ opened, onClose, account }: PackageDialogProps) {
  const { t } = useTranslation();
  const euros = useEuros();
  const phone = useMediaQuery('(max-width: 36em)');
  const packages = useQuery({ ...packagesQuery(), enabled: opened });
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const selected = chosen ?? account.nextPackage ?? account.package ?? '';
  const selectedPackage = packages.data?.packages.find((p) => p.code === selected);
  const change = useSchoolAction(changePackage, {
    refresh: [ACCOUNT_KEY],
    onDone: () => {
      setConfirming(false);
      onClose();
    },
  });
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
          <Radio.Group
            value={selected}
            onChange={(code) => {
              setChosen(code);
              setConfirming(false);
            }}
            label={t('school.page.packageChoose')}
          >
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
                      <Text size="sm" fw={700}>
                        {t('school.page.packagePrice', { price: euros(p.price.totalCents) })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('school.page.packageNetVat', {
                          net: euros(p.price.netCents),
                          vat: euros(p.price.vatCents),
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
        {confirming && selectedPackage ? (
          <Alert color="kokpit" variant="light" title={t('school.page.confirmTitle')}>
            <Stack gap="sm">
              <Text size="sm" data-testid="package-confirm-text">
                {t('school.page.packageConfirm', {
                  code: selectedPackage.code,
                  total: euros(selectedPackage.price.totalCents),
                })}
              </Text>
              <PriceLines price={selectedPackage.price} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setConfirming(false)}>
                  {t('school.page.back')}
                </Button>
                <Button loading={change.isPending} onClick={() => change.mutate(selected)}>
                  {t('school.page.packageConfirmButton')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('school.page.cancel')}
            </Button>
            <Button
              disabled={!selectedPackage || selected === (account.nextPackage ?? account.package)}
              onClick={() => setConfirming(true)}
            >
              {t('school.page.packageSave')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
