import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { languageEl } from '../../lib/i18n/locales/language.el';
import { languageEn } from '../../lib/i18n/locales/language.en';
import { languageRu } from '../../lib/i18n/locales/language.ru';
import { languageSq } from '../../lib/i18n/locales/language.sq';
import {
  answerLanguageOffer,
  browserLanguage,
  languageOfferAnswered,
  languageToOffer,
} from '../../lib/i18n/language';
import { useLanguage } from '../../lib/i18n/use-language';
import { GlobeIcon } from '../../components/ui/icons';
import { useSwitchLanguage } from './language-switcher';
import classes from './layout.module.css';

/** The offer's own words in each language (the `language` texts of each catalogue). */
const OFFER_TEXTS = { el: languageEl, en: languageEn, ru: languageRu, sq: languageSq };

/**
 * Kokpit opens in Greek; a visitor whose browser prefers English, Russian or Albanian is
 * offered that language once, in that language. Its few words ship with the shell, so the
 * offer fetches no catalogue (the whole one comes only if the visitor switches). Accepted or
 * dismissed, the offer does not come back.
 */
export function LanguageOffer() {
  const lang = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const [dismissed, setDismissed] = useState(false);
  const offer = languageToOffer(lang, browserLanguage(), dismissed || languageOfferAnswered());
  if (!offer) return null;
  const texts = OFFER_TEXTS[offer];
  const dismiss = () => {
    answerLanguageOffer();
    setDismissed(true);
  };
  return (
    <Paper
      component="aside"
      lang={offer}
      aria-label={texts.choose}
      className={classes.languageOffer}
      withBorder
      radius="md"
      px="sm"
      py={6}
      mx="auto"
      my="xs"
    >
      <Group gap="xs" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <GlobeIcon size={18} aria-hidden="true" />
          <Text size="sm">{texts.offerText}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" onClick={() => switchLanguage(offer)}>
            {texts.offerSwitch}
          </Button>
          <CloseButton size="sm" aria-label={texts.offerDismiss} onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
