import { Alert, Container, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { schoolEditorQuery } from '../api/editor';
import { useSchoolMember } from '../hooks/use-school-member';
import { EditorAccountTab } from './editor-account-tab';
import { EditorLocationsTab } from './editor-locations-tab';
import { EditorTeamTab } from './editor-team-tab';
import { EditorTextsTab } from './editor-texts-tab';

const TABS = ['account', 'texts', 'locations', 'team'] as const;
type Tab = (typeof TABS)[number];

/**
 * /{lang}/school/edit (SPEC §2): account, content texts and locations, and the manager's
 * Teachers tab. A teacher sees the details read-only. Open to a school awaiting approval too,
 * so it can complete its details meanwhile. The tab is in the URL (`?tab=`), for links.
 */
export function SchoolEditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('school.editor.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.find((x) => x === asked) ?? 'account');
  const editor = useQuery(schoolEditorQuery());
  const can = useSchoolMember();
  const readOnly = !can.editor;
  const choose = (value: string | null) => {
    const next = TABS.find((x) => x === value) ?? 'account';
    setTab(next);
    setParams({ tab: next }, { replace: true });
  };
  // A save elsewhere replaces the data: the forms start again from it.
  const version = editor.dataUpdatedAt;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 28, sm: 34 }}>
            {t('school.editor.title')}
          </Title>
          <Text c="dimmed" mt={2}>
            {t('school.editor.subtitle')}
          </Text>
        </div>
        {can.member && readOnly && (
          <Alert variant="light" color="gray">
            {t('school.editor.readOnly')}
          </Alert>
        )}
        <Tabs value={tab} onChange={choose} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="account">{t('school.editor.tabAccount')}</Tabs.Tab>
            <Tabs.Tab value="texts">{t('school.editor.tabTexts')}</Tabs.Tab>
            <Tabs.Tab value="locations">{t('school.editor.tabLocations')}</Tabs.Tab>
            {can.team && <Tabs.Tab value="team">{t('school.editor.tabTeam')}</Tabs.Tab>}
          </Tabs.List>
          {!editor.data ? (
            <Skeleton height={320} radius="md" />
          ) : (
            <>
              <Tabs.Panel value="account">
                <EditorAccountTab key={version} editor={editor.data} readOnly={readOnly} />
              </Tabs.Panel>
              <Tabs.Panel value="texts">
                <EditorTextsTab key={version} editor={editor.data} readOnly={readOnly} />
              </Tabs.Panel>
              <Tabs.Panel value="locations">
                <EditorLocationsTab key={version} editor={editor.data} readOnly={readOnly} />
              </Tabs.Panel>
              {can.team && (
                <Tabs.Panel value="team">
                  <EditorTeamTab />
                </Tabs.Panel>
              )}
            </>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
