import type { SchoolStudentRow, StudentSortField } from '@kokpit/shared';
import { Anchor, Progress, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { formatWhen } from './format';
import { RowActions, type StudentDialogRequest } from './row-actions';
import classes from './school.module.css';
import { SectionBadges } from './section-badges';

export interface SortState {
  sort: StudentSortField;
  direction: 'asc' | 'desc';
}

interface StudentTableProps {
  rows: SchoolStudentRow[];
  sort: SortState;
  onSort: (field: StudentSortField) => void;
  onOpen: (id: number) => void;
  onAsk: (request: StudentDialogRequest) => void;
}

function SortHeader(props: {
  field: StudentSortField;
  label: ParseKeys;
  sort: SortState;
  onSort: (field: StudentSortField) => void;
  align?: 'right';
}) {
  const { t } = useTranslation();
  const active = props.sort.sort === props.field;
  const arrow = active ? (props.sort.direction === 'asc' ? '▲' : '▼') : '';
  return (
    <Table.Th
      aria-sort={active ? (props.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      ta={props.align}
    >
      <UnstyledButton className={classes.sortButton} onClick={() => props.onSort(props.field)}>
        {t(props.label)}
        <span aria-hidden="true" className={classes.sortArrow}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A request to join, waiting or turned down: the school sees who asks and for which section,
 * and decides (or takes a rejection back); it opens no panel and has no figures (the server
 * sends none).
 */
export function isRequest(row: Pick<SchoolStudentRow, 'state'>): boolean {
  return row.state === 'pending' || row.state === 'rejected';
}

/** A percentage as a small bar with its figure. */
export function Percent({ value, label }: { value: number; label: string }) {
  return (
    <div className={classes.percent}>
      {/* The figure beside it says the same: the bar is hidden from screen readers. */}
      <Progress value={value} size="sm" radius="xl" aria-hidden="true" style={{ flex: 1 }} />
      <VisuallyHidden>{label}: </VisuallyHidden>
      <Text size="sm" fw={700} w={40} ta="right">
        {value}%
      </Text>
    </div>
  );
}

/**
 * The list on a wide screen: a table whose headers sort and whose rows open the panel. A
 * request to join is only its name, the section asked for and the decision: it opens nothing.
 */
export function StudentTable({ rows, sort, onSort, onOpen, onAsk }: StudentTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const header = { sort, onSort };
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="name" label="school.page.colName" {...header} />
            <Table.Th>{t('school.page.colSections')}</Table.Th>
            <SortHeader field="progress" label="school.page.colProgress" {...header} />
            <SortHeader field="success" label="school.page.colSuccess" {...header} />
            <SortHeader field="dateAccessed" label="school.page.colLastAccess" {...header} />
            <Table.Th>{t('school.page.colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const request = isRequest(row);
            return (
              <Table.Tr
                key={row.id}
                className={request ? undefined : classes.row}
                onClick={request ? undefined : () => onOpen(row.id)}
              >
                <Table.Td>
                  {request ? (
                    <Text fw={700}>{row.name || row.username}</Text>
                  ) : (
                    <Anchor
                      component="button"
                      type="button"
                      fw={700}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOpen(row.id);
                      }}
                    >
                      {row.name || row.username}
                    </Anchor>
                  )}
                  <Text size="xs" c="dimmed">
                    {row.username}
                  </Text>
                  {row.archiveResult && (
                    <Text size="xs" fw={600} data-testid="archive-result">
                      {t(`school.page.result.${row.archiveResult}`)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <SectionBadges sections={row.sections} archiveResult={row.archiveResult} />
                </Table.Td>
                <Table.Td miw={120}>
                  {request ? (
                    '—'
                  ) : (
                    <Percent value={row.progress} label={t('school.page.colProgress')} />
                  )}
                </Table.Td>
                <Table.Td miw={120}>
                  {request ? (
                    '—'
                  ) : (
                    <Percent value={row.success} label={t('school.page.colSuccess')} />
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatWhen(row.lastAccess, lang)}</Text>
                </Table.Td>
                <Table.Td>
                  <RowActions student={row} onAsk={onAsk} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
