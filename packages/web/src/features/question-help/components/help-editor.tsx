import { HELP_TEXT_MAX, LANGUAGES, type Language, type QuestionHelpView } from '@kokpit/shared';
import {
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpText } from '../../../components/ui/help-text';
import { describeError } from '../../../lib/describe-error';
import { formatDate } from '../../../lib/i18n/format';
import { useLanguage } from '../../../lib/i18n/use-language';
import { notify } from '../../../lib/notify';
import {
  deleteQuestionHelp,
  QUESTION_HELP_KEY,
  questionHelpQuery,
  saveQuestionHelp,
} from '../api/question-help';
import { HelpQuestionCard } from './help-question-card';
import classes from './question-help.module.css';

/**
 * The help-text editor of one question: the question as the bank has it, then a tab per
 * language with the school's text and its preview as the students will see it. Each tab keeps
 * its draft until saved, so switching language loses nothing.
 */
export function HelpEditor({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const query = useQuery(questionHelpQuery(questionId));
  const [tab, setTab] = useState<Language>('el');
  const [drafts, setDrafts] = useState<Partial<Record<Language, string>>>({});
  if (query.isError) return <Text c="red.8">{describeError(query.error)}</Text>;
  if (!query.data) return <Skeleton height={320} />;
  const view = query.data;
  const draftOf = (lang: Language) => drafts[lang] ?? view.texts[lang].text;
  const changed = (lang: Language) =>
    drafts[lang] !== undefined && drafts[lang].trim() !== view.texts[lang].text;
  return (
    <Stack gap="md">
      <HelpQuestionCard question={view.question} detailed />
      <Tabs value={tab} onChange={(v) => v && setTab(v as Language)} keepMounted={false}>
        <Tabs.List>
          {LANGUAGES.map((lang) => (
            <Tabs.Tab
              key={lang}
              value={lang}
              rightSection={
                changed(lang) ? (
                  <Badge size="xs" color="orange.8" circle aria-label={t('questionHelp.unsaved')}>
                    •
                  </Badge>
                ) : view.texts[lang].text ? (
                  <Badge size="xs" color="teal.9" circle aria-hidden>
                    ✓
                  </Badge>
                ) : undefined
              }
            >
              {t(`questionHelp.langNames.${lang}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map((lang) => (
          <Tabs.Panel key={lang} value={lang} pt="md">
            <LanguagePanel
              view={view}
              lang={lang}
              draft={draftOf(lang)}
              changed={changed(lang)}
              onDraft={(text) => setDrafts((d) => ({ ...d, [lang]: text }))}
              onSettled={() =>
                setDrafts((d) => {
                  const { [lang]: _dropped, ...rest } = d;
                  return rest;
                })
              }
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

interface LanguagePanelProps {
  view: QuestionHelpView;
  lang: Language;
  draft: string;
  changed: boolean;
  onDraft: (text: string) => void;
  /** The draft was saved or the text deleted: the server's text is the truth again. */
  onSettled: () => void;
}

function LanguagePanel({ view, lang, draft, changed, onDraft, onSettled }: LanguagePanelProps) {
  const { t } = useTranslation();
  const pageLang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const questionId = view.question.id;
  const saved = view.texts[lang];
  const queryClient = useQueryClient();
  const done = (envelope: { message: string; data: QuestionHelpView }) => {
    queryClient.setQueryData(questionHelpQuery(questionId).queryKey, envelope.data);
    void queryClient.invalidateQueries({ queryKey: QUESTION_HELP_KEY });
    notify({ message: envelope.message, fallbackKey: 'school.page.done', tone: 'success' });
    setConfirming(false);
    onSettled();
  };
  const onError = (error: unknown) => notify({ message: describeError(error), tone: 'error' });
  const save = useMutation({
    mutationFn: () => saveQuestionHelp({ questionId, lang, text: draft }),
    onSuccess: done,
    onError,
  });
  const remove = useMutation({
    mutationFn: () => deleteQuestionHelp({ questionId, lang }),
    onSuccess: done,
    onError,
  });
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (draft.trim()) save.mutate();
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Textarea
            label={t('questionHelp.textLabel', { lang: t(`questionHelp.langNames.${lang}`) })}
            description={t('questionHelp.syntax')}
            placeholder={t('questionHelp.textPlaceholder')}
            value={draft}
            onChange={(e) => onDraft(e.currentTarget.value)}
            autosize
            minRows={7}
            maxRows={18}
            maxLength={HELP_TEXT_MAX}
            lang={lang}
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('questionHelp.preview')}
            </Text>
            <Paper p="md" radius="md" className={classes.preview} aria-live="polite">
              {draft.trim() ? (
                <HelpText source={draft} className={classes.helpText} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('questionHelp.previewEmpty')}
                </Text>
              )}
            </Paper>
          </div>
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('questionHelp.characters', { n: draft.length, max: HELP_TEXT_MAX })}
          {lang !== 'el' && ` · ${t('questionHelp.fallback')}`}
        </Text>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={changed ? 'orange.9' : 'dimmed'}>
            {changed
              ? t('questionHelp.unsaved')
              : saved.updatedAt !== null
                ? t('questionHelp.saved', {
                    when: formatDate(saved.updatedAt, pageLang, 'dayAndTime'),
                  })
                : ''}
          </Text>
          <Group gap="sm">
            {saved.text &&
              (confirming ? (
                <>
                  <Text size="sm">{t('questionHelp.deleteConfirm')}</Text>
                  <Button variant="default" onClick={() => setConfirming(false)}>
                    {t('school.page.cancel')}
                  </Button>
                  <Button color="red.8" loading={remove.isPending} onClick={() => remove.mutate()}>
                    {t('questionHelp.delete')}
                  </Button>
                </>
              ) : (
                <Button variant="subtle" color="red.8" onClick={() => setConfirming(true)}>
                  {t('questionHelp.delete')}
                </Button>
              ))}
            <Button type="submit" loading={save.isPending} disabled={!changed || !draft.trim()}>
              {t('questionHelp.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
