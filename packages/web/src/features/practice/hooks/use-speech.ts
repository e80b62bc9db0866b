import type { Language } from '@kokpit/shared';
import { useEffect } from 'react';

/** The voice locale of each UI language (SPEC §1 languages). */
const VOICE_LOCALE: Record<Language, string> = {
  el: 'el-GR',
  en: 'en-US',
  ru: 'ru-RU',
  sq: 'sq-AL',
};

export const speechSupported = () => typeof window !== 'undefined' && 'speechSynthesis' in window;

function pickVoice(lang: Language): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  const locale = VOICE_LOCALE[lang].toLowerCase();
  return (
    voices.find((v) => v.lang.toLowerCase().replace('_', '-') === locale) ??
    voices.find((v) => v.lang.toLowerCase().startsWith(lang))
  );
}

/**
 * Reads `text` aloud with the browser's speech synthesis in the test's language while
 * `enabled`; a new text (the next question) or switching off stops the reading.
 */
export function useSpeech(enabled: boolean, text: string, lang: Language): void {
  useEffect(() => {
    if (!enabled || !text || !speechSupported()) return;
    const synth = window.speechSynthesis;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = VOICE_LOCALE[lang];
    const voice = pickVoice(lang);
    if (voice) utterance.voice = voice;
    utterance.rate = 0.95;
    synth.cancel();
    synth.speak(utterance);
    return () => synth.cancel();
  }, [enabled, text, lang]);
}
