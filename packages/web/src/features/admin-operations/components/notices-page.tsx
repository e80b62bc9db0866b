import { Button, Group, Paper, Select, Stack, Textarea } from '@mantine/core';
import type { NoticeSendPayload } from '@kokpit/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../lib/field-errors';
import { sendNotice } from '../api/operations';
import { useOpsAction } from '../hooks/use-ops-action';
import { PageTitle } from '../../../components/ui/page-title';

type Audience = NonNullable<NoticeSendPayload['audience']>;
const LANGS = ['el', 'en', 'ru', 'sq'] as const;

/**
 * Server notices (SPEC §4): a message to every signed-in user or to one audience, shown as a
 * banner until dismissed. Greek is required; each user reads it in their language when given.
 */
export function NoticesPage() {
  const { t } = useTranslation();
  const [audience, setAudience] = useState<Audience>('everyone');
  const [texts, setTexts] = useState<Record<(typeof LANGS)[number], string>>({
    el: '',
    en: '',
    ru: '',
    sq: '',
  });
  const send = useOpsAction(sendNotice, {
    refresh: [],
    onDone: () => setTexts({ el: '', en: '', ru: '', sq: '' }),
  });
  const errors = fieldErrorsOf(send.error);
  return (
    <Stack gap="lg">
      <PageTitle title={t('adminOps.noticesTitle')} text={t('adminOps.noticesText')} />
      <Paper withBorder radius="lg" p="md">
        <form
          // The server's messages under the fields, not the browser's bubble (gone at a glance).
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate({
              audience,
              el: texts.el,
              ...(texts.en.trim() ? { en: texts.en } : {}),
              ...(texts.ru.trim() ? { ru: texts.ru } : {}),
              ...(texts.sq.trim() ? { sq: texts.sq } : {}),
            });
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('adminOps.audience')}
              value={audience}
              onChange={(v) => setAudience((v as Audience | null) ?? 'everyone')}
              allowDeselect={false}
              data={(['everyone', 'students', 'schools', 'operators'] as const).map((a) => ({
                value: a,
                label: t(`adminOps.audience_${a}`),
              }))}
              maw={320}
            />
            {LANGS.map((lang) => (
              <Textarea
                key={lang}
                label={t(`adminOps.noticeIn_${lang}`)}
                required={lang === 'el'}
                autosize
                minRows={2}
                value={texts[lang]}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setTexts((prev) => ({ ...prev, [lang]: value }));
                }}
                error={errors[lang]}
              />
            ))}
            <Group justify="flex-end">
              <Button type="submit" loading={send.isPending}>
                {t('adminOps.sendNotice')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
