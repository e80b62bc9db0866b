import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';
import classes from './contact.module.css';

/** The home page's contact block: a few words and the form. */
export function ContactSection() {
  const { t } = useTranslation();
  return (
    <section id="contact" aria-labelledby="contact-title" className={classes.section}>
      <Container size="lg" py={{ base: 'xl', md: 56 }}>
        <div className={classes.layout}>
          <Stack gap="sm">
            <Title order={2} id="contact-title" fz={{ base: 26, sm: 30 }}>
              {t('contact.title')}
            </Title>
            <Text size="lg" c="dimmed">
              {t('contact.text')}
            </Text>
          </Stack>
          <Paper withBorder shadow="xs" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <ContactForm />
          </Paper>
        </div>
      </Container>
    </section>
  );
}
