import { Alert, Button, Group, Stack } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n/use-language';
import { useSaveSettings, useStudentSettings } from '../../profile';
import type { Test, TestQuestion } from '../api/tests';
import { useAnswerKeys } from '../hooks/use-answer-keys';
import { speechSupported, useSpeech } from '../hooks/use-speech';
import type { TestRun } from '../hooks/use-test-run';
import { useExamMarks } from '../hooks/use-exam-marks';
import {
  completedGroup,
  examGridStates,
  GROUP_SIZE,
  isRight,
  nextUnanswered,
  tallyOf,
} from '../test-state';
import { PendingAnswers } from './pending-answers';
import { QuestionGrid } from './question-grid';
import { QuestionView } from './question-view';
import { TestTools } from './test-tools';
import { TestTopBar } from './test-top-bar';

/** Pause before a simulation moves on, so the learner sees their pick land. */
const SIMULATION_ADVANCE_MS = 350;
/** With auto-advance on, a right practice answer moves on after this. */
const AUTO_NEXT_MS = 1200;

interface QuestionScreenProps {
  test: Test;
  run: TestRun;
  title: string;
  leftMs: number | null;
  /** Practice tests only: the time is over, the learner may go on or finish. */
  timeUpNotice: boolean;
  onFinish: () => void;
  /** Simulations: the grid's "hand in" (asks to confirm). */
  onHandIn: () => void;
  onExit: () => void;
  onRestart: () => void;
  /** Questions shown in Greek because the bank has no translation in the page's language. */
  untranslated?: ReadonlySet<number>;
}

/** What is read aloud: the question, then each answer with its number. */
const spokenText = (q: TestQuestion) =>
  [q.question, ...q.answers.map((a, i) => `${i + 1}. ${a.answer}`)].join('. ');

/** The running test: top bar, the question on screen, its tools and the way on. */
export function QuestionScreen(props: QuestionScreenProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { test, run } = props;
  const { questions } = test;
  const practice = test.type !== 'simulation';
  const settings = useStudentSettings();
  const saveSettings = useSaveSettings();
  const [index, setIndex] = useState(() => {
    const first = nextUnanswered(questions, run.answers);
    return first === -1 ? questions.length - 1 : first;
  });
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(new Set());
  const [helpOpen, setHelpOpen] = useState(false);
  // Questions whose help was opened before answering: their answer counts as not known.
  const [helped, setHelped] = useState<ReadonlySet<number>>(new Set());
  const [videoOpen, setVideoOpen] = useState(false);
  const [groupNotice, setGroupNotice] = useState<string | null>(null);
  const advanceTimer = useRef<number | undefined>(undefined);
  // A delayed advance must reach the page as it is then, not as it was at the pick.
  const onFinish = useRef(props.onFinish);
  useEffect(() => {
    onFinish.current = props.onFinish;
  });

  const question = questions[index]!;
  const answer = run.answers.get(question.id);
  const marks = useExamMarks(test.id, question.id);
  // The question answered on this screen just now (a revisited one says its answer is final).
  const [pickedNow, setPickedNow] = useState<number | null>(null);
  const tally = tallyOf(questions, run.answers);
  const soundOn = settings.sound && speechSupported();
  const inGreek = props.untranslated?.has(question.id) ?? false;
  useSpeech(soundOn && !answer, spokenText(question), inGreek ? 'el' : lang);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const goTo = useCallback((next: number) => {
    window.clearTimeout(advanceTimer.current);
    setIndex(next);
    setHelpOpen(false);
    setVideoOpen(false);
  }, []);

  /** The next unanswered question after this one, or the end of the test. */
  const advance = useCallback(
    (answeredIds: ReadonlySet<number>) => {
      const next = nextUnanswered(questions, answeredIds, index + 1);
      if (next === -1) onFinish.current();
      else goTo(next);
    },
    [questions, index, goTo],
  );

  const answeredIds = () => new Set(run.answers.keys());

  const handlePick = (answerId: number) => {
    if (answer) return;
    const shown = revealed.has(question.id) || helped.has(question.id);
    run.pick(question, answerId, {
      revealed: revealed.has(question.id),
      helped: helped.has(question.id),
    });
    setPickedNow(question.id);
    const ids = answeredIds().add(question.id);
    const group = completedGroup(ids.size, questions.length);
    const right = tally.right + (!shown && isRight(question, answerId) === true ? 1 : 0);
    setGroupNotice(group === null ? null : groupText(group, ids.size, right));
    if (!practice) {
      advanceTimer.current = window.setTimeout(() => advance(ids), SIMULATION_ADVANCE_MS);
    } else if (settings.autoNext && isRight(question, answerId)) {
      advanceTimer.current = window.setTimeout(() => advance(ids), AUTO_NEXT_MS);
    }
  };

  /** The notice of a completed group of 10, with the right answers so far in practice. */
  const groupText = (group: number, answered: number, right: number) => {
    const groups = Math.ceil(questions.length / GROUP_SIZE);
    if (!practice) return t('testRun.groupDoneExam', { group, groups });
    return t('testRun.groupDone', { group, groups, right, answered });
  };

  const handleNext = () => {
    setGroupNotice(null);
    advance(answeredIds());
  };

  useAnswerKeys({
    enabled: true,
    answers: question.answers.length,
    onPick: (i) => {
      const a = question.answers[i];
      if (a && !answer) handlePick(a.id);
    },
    onNext: answer ? handleNext : undefined,
  });

  // Skipping (simulations) goes to the next question still open, other than this one.
  const skipTo = nextUnanswered(
    questions,
    { has: (id) => id === question.id || run.answers.has(id) },
    index + 1,
  );
  const lastOne = nextUnanswered(questions, run.answers, index + 1) === -1;
  return (
    <Stack gap="lg">
      <TestTopBar
        title={props.title}
        position={index + 1}
        total={questions.length}
        tally={tally}
        showTally={practice}
        leftMs={props.leftMs}
        onExit={props.onExit}
      />
      <PendingAnswers testId={test.id} />
      {props.timeUpNotice && (
        <Alert color="orange" variant="light" radius="md" title={t('testRun.timeUpTitle')}>
          <Stack gap="xs">
            {t('testRun.timeUpPractice')}
            <Group>
              <Button size="xs" variant="white" color="orange" onClick={props.onFinish}>
                {t('testRun.finishNow')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      <QuestionView
        question={question}
        position={index + 1}
        untranslated={inGreek}
        practice={practice}
        answer={answer}
        revealed={revealed.has(question.id)}
        helpOpen={helpOpen}
        videoOpen={videoOpen}
        showHelp={settings.showHelp}
        groupNotice={groupNotice}
        nextLabel={lastOne ? t('testRun.seeResult') : t('testRun.next')}
        canSkip={!practice && skipTo !== -1}
        answerFinal={!practice && answer !== undefined && pickedNow !== question.id}
        onPick={handlePick}
        onNext={handleNext}
        onSkip={() => goTo(skipTo)}
        tools={
          <TestTools
            practice={practice}
            answered={answer !== undefined}
            revealed={revealed.has(question.id)}
            onReveal={() => setRevealed((s) => new Set(s).add(question.id))}
            hasHelp={Boolean(question.help || question.schoolHelp)}
            helpOpen={helpOpen}
            onHelp={() => {
              if (!helpOpen && !answer) setHelped((s) => new Set(s).add(question.id));
              setHelpOpen((o) => !o);
            }}
            hasVideo={Boolean(question.videoUrl)}
            videoOpen={videoOpen}
            onVideo={() => setVideoOpen((o) => !o)}
            soundAvailable={speechSupported()}
            sound={settings.sound}
            onSound={() => saveSettings.mutate({ sound: !settings.sound })}
            onRestart={practice ? props.onRestart : undefined}
            flagged={marks.flagged.has(question.id)}
            onFlag={() => marks.toggleFlag(question.id)}
          />
        }
      />
      {!practice && (
        <QuestionGrid
          questions={questions}
          states={examGridStates(questions, run.answers, marks.seen, index)}
          flagged={marks.flagged}
          current={index}
          onGo={(i) => {
            setGroupNotice(null);
            goTo(i);
          }}
          onHandIn={props.onHandIn}
        />
      )}
    </Stack>
  );
}
