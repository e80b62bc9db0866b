import { examReadiness, type ReadinessInput } from '@kokpit/shared';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { el } from '../../lib/i18n/locales/el';
import { en } from '../../lib/i18n/locales/en';
import { pagesTextsEl } from '../../lib/i18n/locales/pages-texts.el';
import { pagesTextsEn } from '../../lib/i18n/locales/pages-texts.en';
import { READINESS_LEVEL_KEY, readinessAdvice } from './readiness-advice';

const car = (over: Partial<ReadinessInput>): ReadinessInput => ({
  total: 845,
  answered: 845,
  recentReplies: 300,
  recentCorrect: 280,
  recentSimulations: [true, true, true],
  ...over,
});

describe('the readiness line of the dashboard', () => {
  let t: { el: TFunction; en: TFunction };
  beforeAll(async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: { el: { translation: el }, en: { translation: en } },
      interpolation: { escapeValue: false },
    });
    // The dashboard's texts are a part fetched with the learner's pages (lib/i18n/i18n.ts).
    i18n.addResourceBundle('el', 'translation', pagesTextsEl, true, true);
    i18n.addResourceBundle('en', 'translation', pagesTextsEn, true, true);
    t = { el: i18n.getFixedT('el'), en: i18n.getFixedT('en') };
  });
  const line = (input: Partial<ReadinessInput>, lang: 'el' | 'en' = 'en') => {
    const r = examReadiness(car(input));
    return `${t[lang](READINESS_LEVEL_KEY[r.level])}: ${readinessAdvice(r, t[lang])}`;
  };

  it('says first how many new questions are still to answer', () => {
    expect(line({ answered: 641, recentCorrect: 250 })).toBe(
      'Nearly ready: New questions still to answer: 120.',
    );
    expect(line({ answered: 641, recentCorrect: 250 }, 'el')).toBe(
      'Σχεδόν έτοιμοι: Νέες ερωτήσεις που μένει να απαντήσετε: 120.',
    );
  });

  it('then the answers needed to measure recent success, then the success to reach', () => {
    expect(line({ recentReplies: 20, recentCorrect: 20 })).toBe(
      'Not ready yet: Keep practising: your recent success is measured from 50 answers in 14 days (30 to go).',
    );
    expect(line({ recentCorrect: 255 })).toBe(
      'Nearly ready: Raise your success over the last 14 days to 90% (now 85%).',
    );
  });

  it('then the ministry tests to pass in a row, and good luck once nothing is missing', () => {
    expect(line({ recentSimulations: [true, false] })).toBe(
      'Nearly ready: Ministry exams still to pass in a row: 2.',
    );
    expect(line({})).toBe(
      'Ready for the exam: Everything shows you are ready. Good luck in the exam!',
    );
  });
});
