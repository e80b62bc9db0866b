import { Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { SECTION_CODES, type SectionCode } from '@kokpit/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { publicSectionsQuery } from '../api/public-data';
import classes from './signup.module.css';

interface SectionPickerProps {
  value: string;
  error?: string;
  onChange: (code: SectionCode) => void;
}

/**
 * The licence section to practise, as cards: the six sections with the names the server gives
 * them (`sections`), the catalogue's names until it answers.
 */
export function SectionPicker({ value, error, onChange }: SectionPickerProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data } = useQuery(publicSectionsQuery(lang));
  const names = new Map(data?.map((s) => [s.code, s.name]));
  return (
    <Radio.Group
      name="section"
      label={t('signupStudent.section')}
      description={t('signupStudent.sectionHint')}
      value={value}
      error={error}
      onChange={(code) => onChange(code as SectionCode)}
      required
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
        {SECTION_CODES.map((code) => (
          <Radio.Card key={code} value={code} radius="md" className={classes.sectionCard}>
            <Group wrap="nowrap" gap="sm" align="center">
              <Radio.Indicator />
              <Text fw={600} size="sm" lh={1.3}>
                {names.get(code) ?? t(`sections.${code}`)}
              </Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
