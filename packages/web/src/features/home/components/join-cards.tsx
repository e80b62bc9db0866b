import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';

/** The way in for a new student and for a driving school. */
export function JoinCards() {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={22} mb="xs">
          {t('home.newStudentTitle')}
        </Title>
        <Text c="dimmed" mb="lg" style={{ flexGrow: 1 }}>
          {t('home.newStudentText')}
        </Text>
        <Button
          component={Link}
          to={paths.signUpStudent(lang)}
          variant="filled"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('home.newStudentAction')}
        </Button>
      </Card>
      <Card withBorder radius="lg" padding="xl">
        <Title order={2} fz={22} mb="xs">
          {t('home.schoolTitle')}
        </Title>
        <Text c="dimmed" mb="lg" style={{ flexGrow: 1 }}>
          {t('home.schoolText')}
        </Text>
        <Button
          component={Link}
          to={paths.signUpSchool(lang)}
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
        >
          {t('home.schoolAction')}
        </Button>
      </Card>
    </SimpleGrid>
  );
}
