import { Container } from '@mantine/core';
import { ContactSection } from '../../contact';
import { PartnerSchoolsSection } from '../../partners';
import { JoinCards } from './join-cards';

/*
 * The home page's sections below the fold on every screen, in a chunk of their own
 * (`home-below`, vite.config.ts) that the page fetches after its first paint: the first render
 * of a phone's first visit does not wait for the partner schools, the contact form and their
 * inputs (issue 30's budget). home-page.tsx keeps their places meanwhile.
 */

export function JoinSection() {
  return (
    <Container size="lg" py="xl">
      <JoinCards />
    </Container>
  );
}

export { ContactSection, PartnerSchoolsSection };
