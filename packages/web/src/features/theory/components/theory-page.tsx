import { SECTION_CODES, type SectionCode } from '@kokpit/shared';
import { Button, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { SchoolFrame } from '../../school';
import { PresentationBuilder } from './presentation-builder';
import { PresentationList } from './presentation-list';

/** /{lang}/school/theory: the school's presentations and the builder (page group school-theory). */
export function TheoryPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [section, setSection] = useState<SectionCode>('car');
  /** The presentation being built: null none, 0 a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <SchoolFrame
      title={t('theory.title')}
      subtitle={t('theory.subtitle')}
      actions={
        editing === null && (
          <>
            <Button component={Link} to={paths.schoolTheoryHelp(lang)} variant="default">
              {t('theory.helpTexts')}
            </Button>
            <Button onClick={() => setEditing(0)}>{t('theory.newPresentation')}</Button>
          </>
        )
      }
    >
      <Stack gap="md">
        <Select
          label={t('theory.section')}
          value={section}
          allowDeselect={false}
          disabled={editing !== null}
          maw={320}
          data={SECTION_CODES.map((code) => ({ value: code, label: t(`sections.${code}`) }))}
          onChange={(v) => v && setSection(v as SectionCode)}
        />
        {editing !== null ? (
          <PresentationBuilder
            key={editing}
            section={section}
            presentationId={editing === 0 ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : (
          <PresentationList section={section} onEdit={setEditing} />
        )}
      </Stack>
    </SchoolFrame>
  );
}
