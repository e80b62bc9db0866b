import type { HelpQuestionView } from '@kokpit/shared';
import {
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { SchoolFrame } from '../../school';
import { questionHelpListQuery, questionHelpSearchQuery } from '../api/question-help';
import { HelpEditor } from './help-editor';
import { HelpQuestionCard } from './help-question-card';
import classes from './question-help.module.css';

/**
 * /{lang}/school/theory/help (page group school-theory-help): find a question by its text or
 * number and write the school's help for it; below, the questions that already have some.
 */
export function SchoolTheoryHelpPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [editing, setEditing] = useState<HelpQuestionView | null>(null);
  return (
    <SchoolFrame
      title={t('questionHelp.title')}
      subtitle={t('questionHelp.subtitle')}
      actions={
        <Button component={Link} to={paths.schoolTheory(lang)} variant="default">
          {t('questionHelp.backToTheory')}
        </Button>
      }
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <QuestionSearch onEdit={setEditing} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <WrittenHelp onEdit={setEditing} />
        </Grid.Col>
      </Grid>
      <HelpEditorDialog question={editing} onClose={() => setEditing(null)} />
    </SchoolFrame>
  );
}

type OnEdit = (question: HelpQuestionView) => void;

function QuestionSearch({ onEdit }: { onEdit: OnEdit }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [needle] = useDebouncedValue(text.trim(), 300);
  const search = useQuery(questionHelpSearchQuery(needle));
  const items = needle ? (search.data?.items ?? []) : [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <TextInput
          type="search"
          label={t('questionHelp.searchLabel')}
          description={t('questionHelp.searchHint')}
          placeholder={t('questionHelp.searchPlaceholder')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={100}
        />
        {needle && search.isError && <Text c="red.8">{describeError(search.error)}</Text>}
        {needle && search.isSuccess && items.length === 0 && (
          <Text c="dimmed">{t('questionHelp.noResults')}</Text>
        )}
        {items.length > 0 && (
          <QuestionRows
            label={t('questionHelp.resultsTitle')}
            items={items}
            action={(q) => (
              <Button size="xs" variant="light" onClick={() => onEdit(q)}>
                {t('questionHelp.edit')}
              </Button>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}

function WrittenHelp({ onEdit }: { onEdit: OnEdit }) {
  const { t } = useTranslation();
  const list = useQuery(questionHelpListQuery());
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('questionHelp.writtenTitle')}
        </Title>
        {list.isError && <Text c="red.8">{describeError(list.error)}</Text>}
        {list.isPending && <Skeleton height={120} />}
        {list.data?.items.length === 0 && <Text c="dimmed">{t('questionHelp.writtenEmpty')}</Text>}
        {list.data && list.data.items.length > 0 && (
          <QuestionRows
            label={t('questionHelp.writtenTitle')}
            items={list.data.items}
            action={(q) => (
              <Group gap={6}>
                {list.data.items
                  .find((i) => i.id === q.id)
                  ?.languages.map((l) => (
                    <Badge key={l} size="sm" variant="outline" radius="sm">
                      {l}
                    </Badge>
                  ))}
                <Button size="xs" variant="light" onClick={() => onEdit(q)}>
                  {t('questionHelp.edit')}
                </Button>
              </Group>
            )}
          />
        )}
      </Stack>
    </Paper>
  );
}

interface QuestionRowsProps {
  label: string;
  items: HelpQuestionView[];
  action: (question: HelpQuestionView) => ReactNode;
}

function QuestionRows({ label, items, action }: QuestionRowsProps) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} style={{ listStyle: 'none' }}>
      {items.map((q) => (
        <li key={q.id} className={classes.row} data-question-id={q.id}>
          <HelpQuestionCard question={q} aside={action(q)} />
        </li>
      ))}
    </Stack>
  );
}

interface HelpEditorDialogProps {
  question: HelpQuestionView | null;
  onClose: () => void;
}

/** The editor in a dialog over the page (full screen on a phone). */
export function HelpEditorDialog({ question, onClose }: HelpEditorDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={question !== null}
      onClose={onClose}
      title={question ? t('questionHelp.editorTitle', { n: question.questionNo }) : ''}
      size="min(1100px, 96vw)"
      radius="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('questionHelp.close') }}
    >
      {question && <HelpEditor questionId={question.id} />}
    </Modal>
  );
}
