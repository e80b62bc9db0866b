import type { SchoolStudentRow, StudentSortField } from '@kokpit/shared';
import { Group, NativeSelect, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatWhen } from './format';
import { RowActions, type StudentDialogRequest } from './row-actions';
import classes from './school.module.css';
import { SectionBadges } from './section-badges';
import { isRequest, Percent, type SortState } from './student-table';

const SORTS: [StudentSortField, ParseKeys][] = [
  ['dateAccessed', 'school.page.colLastAccess'],
  ['name', 'school.page.colName'],
  ['progress', 'school.page.colProgress'],
  ['success', 'school.page.colSuccess'],
  ['dateJoined', 'school.page.colJoined'],
];

interface StudentCardsProps {
  rows: SchoolStudentRow[];
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  onOpen: (id: number) => void;
  onAsk: (request: StudentDialogRequest) => void;
}

/** The list on a phone: one card per student, and the sort as a menu instead of headers. */
export function StudentCards({ rows, sort, onSortChange, onOpen, onAsk }: StudentCardsProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const options = SORTS.flatMap(([field, label]) => [
    { value: `${field}:asc`, label: `${t(label)} ↑` },
    { value: `${field}:desc`, label: `${t(label)} ↓` },
  ]);
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('school.page.sortBy')}
        data={options}
        value={`${sort.sort}:${sort.direction}`}
        onChange={(e) => {
          const [field, direction] = e.currentTarget.value.split(':') as [
            StudentSortField,
            'asc' | 'desc',
          ];
          onSortChange({ sort: field, direction });
        }}
      />
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="md" p="sm">
            {isRequest(row) ? (
              <div>
                <Text fw={700}>{row.name || row.username}</Text>
                <Text size="xs" c="dimmed">
                  {row.username}
                </Text>
              </div>
            ) : (
              <UnstyledButton className={classes.cardOpen} onClick={() => onOpen(row.id)}>
                <Text fw={700}>{row.name || row.username}</Text>
                <Text size="xs" c="dimmed">
                  {row.username} · {t('school.page.colLastAccess')}:{' '}
                  {formatWhen(row.lastAccess, lang)}
                </Text>
              </UnstyledButton>
            )}
            <Stack gap={8} mt={8}>
              {row.archiveResult && (
                <Text size="xs" fw={600} data-testid="archive-result">
                  {t(`school.page.result.${row.archiveResult}`)}
                </Text>
              )}
              <SectionBadges sections={row.sections} archiveResult={row.archiveResult} />
              {!isRequest(row) && (
                <SimpleGrid cols={2} spacing="sm">
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('school.page.colProgress')}
                    </Text>
                    <Percent value={row.progress} label={t('school.page.colProgress')} />
                  </div>
                  <div>
                    <Text size="xs" c="dimmed">
                      {t('school.page.colSuccess')}
                    </Text>
                    <Percent value={row.success} label={t('school.page.colSuccess')} />
                  </div>
                </SimpleGrid>
              )}
              <Group justify="flex-end">
                <RowActions student={row} onAsk={onAsk} size="sm" />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
