import type { QuestionView } from '@kokpit/shared';
import { Alert, Button, Loader, Progress, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { HelpText } from '../../../components/ui/help-text';
import { describeError } from '../../../lib/describe-error';
import { hideToasts } from '../../../lib/notify';
import { useLanguage } from '../../../lib/i18n/use-language';
import { paths } from '../../../lib/paths';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { presentationQuery } from '../api/theory';
import classes from './classroom.module.css';

const NEXT_KEYS = new Set(['ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);
const REVEAL_KEYS = new Set([' ', 'Enter']);

/**
 * /{lang}/school/theory/{id}/classroom: a presentation as a full-screen slide show for the
 * projector. One question a slide with its picture large; the answers, the school's help text
 * and the book reference appear on Space or Enter; arrows or a clicker's PageUp/PageDown move;
 * Escape leaves.
 */
export function ClassroomPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const id = Number(useParams().presentationId);
  const detail = useQuery({ ...presentationQuery(id, lang), enabled: Number.isInteger(id) });
  const questions = detail.data?.questions ?? [];
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  useDocumentTitle(detail.data?.presentation.title ?? t('theory.classroom'));
  // The list's "saved" would sit over the first slide: the show starts with none.
  useEffect(hideToasts, []);

  const go = useCallback(
    (to: number) => {
      if (to < 0 || to >= questions.length) return;
      setIndex(to);
      setRevealed(false);
    },
    [questions.length],
  );
  const leave = useCallback(() => void navigate(paths.schoolTheory(lang)), [navigate, lang]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const onControl = e.target instanceof HTMLElement && e.target.closest('button, a');
      if (NEXT_KEYS.has(e.key)) go(index + 1);
      else if (PREVIOUS_KEYS.has(e.key)) go(index - 1);
      else if (REVEAL_KEYS.has(e.key) && !onControl) setRevealed((r) => !r);
      else if (e.key === 'Escape') leave();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, index, leave]);

  const question = questions[index];
  return (
    <div
      className={classes.stage}
      role="dialog"
      aria-modal="true"
      aria-labelledby="classroom-title"
    >
      <header className={classes.bar}>
        <Title order={1} id="classroom-title" className={classes.title}>
          {detail.data?.presentation.title ?? ''}
        </Title>
        <Text className={classes.counter} aria-live="polite" data-testid="classroom-counter">
          {questions.length > 0 &&
            t('theory.classroomProgress', { current: index + 1, total: questions.length })}
        </Text>
        <Button variant="white" color="dark" onClick={leave}>
          {t('theory.exit')}
        </Button>
      </header>
      <Progress
        value={questions.length > 0 ? ((index + 1) / questions.length) * 100 : 0}
        size="sm"
        radius={0}
        aria-label={t('theory.classroomProgress', { current: index + 1, total: questions.length })}
      />
      <main className={classes.slide}>
        {detail.isError && <Alert color="red">{describeError(detail.error)}</Alert>}
        {detail.isPending && <Loader color="white" />}
        {detail.data && !question && <Text>{t('theory.noQuestions')}</Text>}
        {question && <Slide key={question.id} question={question} revealed={revealed} />}
      </main>
      <footer className={classes.controls}>
        <Button
          variant="default"
          size="lg"
          className={classes.step}
          aria-label={t('theory.previous')}
          onClick={() => go(index - 1)}
          disabled={index === 0}
        >
          ←<span className={classes.wideOnly}>&nbsp;{t('theory.previous')}</span>
        </Button>
        <Button
          size="lg"
          className={classes.reveal}
          onClick={() => setRevealed((r) => !r)}
          disabled={!question}
        >
          {revealed ? t('theory.hide') : t('theory.reveal')}
        </Button>
        <Button
          variant="default"
          size="lg"
          className={classes.step}
          aria-label={t('theory.next')}
          onClick={() => go(index + 1)}
          disabled={index >= questions.length - 1}
        >
          <span className={classes.wideOnly}>{t('theory.next')}&nbsp;</span>→
        </Button>
        <Text size="sm" className={classes.hint}>
          {t('theory.keysHint')}
        </Text>
      </footer>
    </div>
  );
}

/** One slide: the picture large, the question, the answers, and once revealed the help. */
function Slide({ question, revealed }: { question: QuestionView; revealed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={classes.slideGrid} data-has-picture={question.photo ? true : undefined}>
      {question.photo && (
        <div className={classes.pictureBox}>
          <img src={question.photo} alt={t('theory.picture')} className={classes.picture} />
        </div>
      )}
      <div className={classes.textBox}>
        <p className={classes.question} data-testid="classroom-question">
          {question.question}
        </p>
        <ol className={classes.answers} data-revealed={revealed || undefined}>
          {question.answers.map((a) => (
            <li key={a.id} data-correct={(revealed && a.isCorrect) || undefined}>
              {a.answer}
              {revealed && a.isCorrect && (
                <span className={classes.visuallyHidden}> ({t('theory.correct')})</span>
              )}
            </li>
          ))}
        </ol>
        {revealed && (
          <div className={classes.help} data-testid="classroom-help">
            {question.schoolHelp && (
              <section>
                <h2>{t('theory.schoolHelp')}</h2>
                <HelpText source={question.schoolHelp} className={classes.helpText} />
              </section>
            )}
            {question.help && (
              <section>
                <h2>{t('theory.help')}</h2>
                <HelpText source={question.help} className={classes.helpText} />
              </section>
            )}
            <p className={classes.reference}>
              {t('theory.number', { number: question.questionNo })}
              {question.bookRef && ` · ${t('theory.bookRef', { ref: question.bookRef })}`}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
