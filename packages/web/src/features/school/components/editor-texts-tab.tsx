import {
  LANGUAGES,
  schoolTextsSavePayload,
  type Language,
  type SchoolEditorView,
  type SchoolTextsSavePayload,
} from '@kokpit/shared';
import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { saveSchoolTexts } from '../api/editor';
import { useEditorSave } from '../hooks/use-editor-form';

type Texts = Record<Language, { welcome: string; description: string }>;

const filled = (editor: SchoolEditorView): Texts =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, { welcome: '', description: '', ...editor.texts[l] }]),
  ) as Texts;

/** Only languages with some text are sent: an empty one shows the Greek texts. */
const toInput = (texts: Texts): SchoolTextsSavePayload => ({
  texts: Object.fromEntries(
    LANGUAGES.filter(
      (l) => l === 'el' || texts[l].welcome.trim() || texts[l].description.trim(),
    ).map((l) => [l, texts[l]]),
  ),
});

/** Content texts tab: the welcome for students and the public description, per language. */
export function EditorTextsTab({
  editor,
  readOnly,
}: {
  editor: SchoolEditorView;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [texts, setTexts] = useState(() => filled(editor));
  const [shown, setShown] = useState<Language>('el');
  const { submit, errors, saving } = useEditorSave(schoolTextsSavePayload, saveSchoolTexts, lang);
  const set = (field: 'welcome' | 'description', value: string) =>
    setTexts((all) => ({ ...all, [shown]: { ...all[shown], [field]: value } }));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(toInput(texts));
  };
  const placeholder = shown === 'el' ? undefined : t('school.editor.greekFallback');

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('school.editor.textsIntro')}
        </Text>
        <SegmentedControl
          value={shown}
          onChange={(v) => setShown(v as Language)}
          data={LANGUAGES.map((l) => ({ value: l, label: t(`language.names.${l}`) }))}
          fullWidth
          aria-label={t('language.label')}
        />
        <Textarea
          label={t('school.editor.welcome')}
          value={texts[shown].welcome}
          onChange={(e) => set('welcome', e.currentTarget.value)}
          error={errors[`texts.${shown}.welcome`]}
          placeholder={placeholder}
          autosize
          minRows={2}
          maxRows={6}
          readOnly={readOnly}
          lang={shown}
        />
        <Textarea
          label={t('school.editor.description')}
          value={texts[shown].description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors[`texts.${shown}.description`]}
          placeholder={placeholder}
          autosize
          minRows={5}
          maxRows={14}
          readOnly={readOnly}
          lang={shown}
        />
        {!readOnly && (
          <Group>
            <Button type="submit" loading={saving}>
              {t('school.editor.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
