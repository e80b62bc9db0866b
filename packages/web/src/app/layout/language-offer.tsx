import type { Language } from '@kokpit/shared';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { i18n, loadCatalogue } from '../../lib/i18n/i18n';
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

/**
 * Kokpit opens in Greek; a visitor whose browser prefers English, Russian or Albanian is
 * offered that language once, in that language (its catalogue is fetched first). Accepted
 * or dismissed, the offer does not come back.
 */
export function LanguageOffer() {
  const lang = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const [dismissed, setDismissed] = useState(false);
  const offer = languageToOffer(lang, browserLanguage(), dismissed || languageOfferAnswered());
  // The offer speaks its own language: shown once that catalogue is here.
  const [loaded, setLoaded] = useState<Language | null>(null);

  useEffect(() => {
    if (!offer) return;
    let live = true;
    void loadCatalogue(offer)
      .then(() => live && setLoaded(offer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [offer]);

  if (!offer || loaded !== offer) return null;
  const t = i18n.getFixedT(offer);
  const dismiss = () => {
    answerLanguageOffer();
    setDismissed(true);
  };
  return (
    <Paper
      component="aside"
      lang={offer}
      aria-label={t('language.choose')}
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
          <Text size="sm">{t('language.offerText')}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" onClick={() => switchLanguage(offer)}>
            {t('language.offerSwitch')}
          </Button>
          <CloseButton size="sm" aria-label={t('language.offerDismiss')} onClick={dismiss} />
        </Group>
      </Group>
    </Paper>
  );
}
