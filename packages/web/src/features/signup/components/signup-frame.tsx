import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from '../../../components/ui/icons';
import classes from './signup.module.css';

interface SignupFrameProps {
  title: string;
  lead: string;
  /** Beside the form on wide screens, under it on phones. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame both sign-up pages share: a hero band with the title, the form and an aside. */
export function SignupFrame({ title, lead, aside, children }: SignupFrameProps) {
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="xs">
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text size="lg" className={classes.lead}>
              {lead}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <div className={classes.layout}>
          <div>{children}</div>
          {aside && <aside className={classes.aside}>{aside}</aside>}
        </div>
      </Container>
    </>
  );
}

interface FormSectionProps {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
}

/** One numbered part of a sign-up form: a region named by its heading. */
export function FormSection({ step, title, description, children }: FormSectionProps) {
  const headingId = `form-section-${useId().replace(/:/g, '')}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <div>
          <Title order={2} id={headingId} fz={20} className={classes.sectionTitle}>
            <span className={classes.step} aria-hidden="true">
              {step}
            </span>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={6}>
              {description}
            </Text>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

/** A short list of reasons, each with a tick. */
export function BenefitList({ items }: { items: string[] }) {
  return (
    <ul className={classes.benefits}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={18} className={classes.benefitMark} />
          <Text size="sm">{item}</Text>
        </li>
      ))}
    </ul>
  );
}
