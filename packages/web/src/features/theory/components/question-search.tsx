import type { QuestionView, SectionCode, TheorySearchPayload } from '@kokpit/shared';
import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { categoriesQuery, questionSearchQuery } from '../api/theory';
import { QuestionNumbers, QuestionPreview } from './question-preview';
import classes from './theory.module.css';

interface QuestionSearchProps {
  section: SectionCode;
  chosen: readonly number[];
  onAdd: (question: QuestionView) => void;
}

/**
 * The builder's search of the section's questions: by words of the text (accents and case do
 * not matter), by category, or by the ministry's question number; each match previews with
 * its picture and answers and is added with one click.
 */
export function QuestionSearch({ section, chosen, onAdd }: QuestionSearchProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [text, setText] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [number, setNumber] = useState('');
  const [search, setSearch] = useState<TheorySearchPayload | null>(null);
  const categories = useQuery(categoriesQuery(section, lang));
  const results = useQuery({
    ...questionSearchQuery(search ?? { section }, lang),
    enabled: search !== null,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch({
      section,
      ...(text.trim() ? { text: text.trim() } : {}),
      ...(category ? { categoryId: Number(category) } : {}),
      ...(number.trim() ? { number: number.trim() } : {}),
    });
  };

  const found = search && !results.isError ? results.data : undefined;
  return (
    <Stack gap="sm">
      <form onSubmit={submit} role="search" aria-label={t('theory.searchTitle')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('theory.searchText')}
            placeholder={t('theory.searchTextPlaceholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
          />
          <Select
            label={t('theory.searchCategory')}
            placeholder={t('theory.allCategories')}
            clearable
            value={category}
            onChange={setCategory}
            data={(categories.data?.categories ?? []).map((c) => ({
              value: String(c.id),
              label: c.name,
            }))}
          />
          <TextInput
            label={t('theory.searchNumber')}
            placeholder={t('theory.searchNumberPlaceholder')}
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={results.isFetching}>
            {t('theory.search')}
          </Button>
        </Group>
      </form>
      {search && results.isError && (
        <Alert color="orange" variant="light" role="alert" data-testid="search-error">
          {describeError(results.error)}
        </Alert>
      )}
      {found && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="search-count">
          {found.total > found.questions.length
            ? t('theory.resultsMore', { shown: found.questions.length, total: found.total })
            : found.total > 0
              ? t('theory.results', { count: found.total })
              : t('theory.noResults')}
        </Text>
      )}
      <Stack gap="xs" component="ul" className={classes.plainList}>
        {found?.questions.map((q) => (
          <SearchResult key={q.id} question={q} added={chosen.includes(q.id)} onAdd={onAdd} />
        ))}
      </Stack>
    </Stack>
  );
}

function SearchResult(props: {
  question: QuestionView;
  added: boolean;
  onAdd: (q: QuestionView) => void;
}) {
  const { question: q, added, onAdd } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="search-result">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {q.photo && <img src={q.photo} alt="" className={classes.thumb} loading="lazy" />}
        <Stack gap={6} className={classes.grow}>
          <Text size="sm">{q.question}</Text>
          <Group gap="xs" justify="space-between">
            <QuestionNumbers question={q} />
            <Group gap="xs">
              <Button size="compact-sm" variant="subtle" onClick={() => setOpen((o) => !o)}>
                {open ? t('theory.hidePreview') : t('theory.preview')}
              </Button>
              <Button
                size="compact-sm"
                disabled={added}
                onClick={() => onAdd(q)}
                aria-label={`${added ? t('theory.added') : t('theory.add')}: ${q.question}`}
              >
                {added ? t('theory.added') : t('theory.add')}
              </Button>
            </Group>
          </Group>
          {open && <QuestionPreview question={q} />}
        </Stack>
      </Group>
    </Paper>
  );
}
