import { Alert, Button, Group, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useLanguage } from '../../../lib/i18n/use-language';
import { signQuestionsQuery, type GalleryQuestion } from '../api/pages';
import classes from './sign-gallery.module.css';

/** Pictures shown at first and added by each "show more". */
const PAGE_SIZE = 24;

/**
 * The road signs of the question bank: the pictured questions of the car section's signs
 * category, as a grid of lazily loaded pictures; a click shows one large with its answer.
 */
export function SignGallery() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: questions, error, isPending, refetch } = useQuery(signQuestionsQuery(lang));
  const [shown, setShown] = useState(PAGE_SIZE);
  const [open, setOpen] = useState<GalleryQuestion | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  const enlarge = (question: GalleryQuestion) => {
    setOpen(question);
    dialog.current?.showModal();
  };

  return (
    <section aria-labelledby="sign-gallery-title" className={classes.gallery}>
      <Stack gap="xs" mb="md">
        <Title order={2} id="sign-gallery-title" fz={24}>
          {t('signGallery.title')}
        </Title>
        <Text c="dimmed">{t('signGallery.text')}</Text>
      </Stack>
      {isPending ? (
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="md" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={180} radius="md" />
          ))}
        </SimpleGrid>
      ) : error ? (
        <Alert color="red" variant="light" title={describeError(error)}>
          <Button size="xs" variant="default" onClick={() => void refetch()}>
            {t('errors.retry')}
          </Button>
        </Alert>
      ) : questions.length === 0 ? (
        <Text>{t('signGallery.empty')}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {t('signGallery.count', { total: questions.length })}
          </Text>
          <ul className={classes.grid} data-testid="sign-gallery">
            {questions.slice(0, shown).map((q) => (
              <li key={q.id}>
                <figure className={classes.figure}>
                  <button type="button" className={classes.thumb} onClick={() => enlarge(q)}>
                    <img
                      src={q.photo!}
                      alt={q.question}
                      loading="lazy"
                      decoding="async"
                      width={160}
                      height={160}
                    />
                  </button>
                  <figcaption className={classes.caption} aria-hidden="true">
                    {q.question}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          {shown < questions.length && (
            <Group justify="center" mt="lg">
              <Button variant="default" onClick={() => setShown((n) => n + PAGE_SIZE)}>
                {t('signGallery.more', { rest: questions.length - shown })}
              </Button>
            </Group>
          )}
        </>
      )}
      <dialog
        ref={dialog}
        className={classes.dialog}
        aria-labelledby="sign-dialog-question"
        onClose={() => setOpen(null)}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself) closes it.
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
      >
        {open && <Enlarged question={open} onClose={() => dialog.current?.close()} />}
      </dialog>
    </section>
  );
}

function Enlarged({ question, onClose }: { question: GalleryQuestion; onClose: () => void }) {
  const { t } = useTranslation();
  const answer = question.answers.find((a) => a.isCorrect);
  return (
    <div className={classes.dialogBody}>
      <img src={question.photo!} alt={question.question} className={classes.large} />
      <Text fw={700} size="lg" id="sign-dialog-question">
        {question.question}
      </Text>
      {answer && (
        <Text>
          <Text span fw={600} c="dimmed">
            {t('signGallery.answer')}
          </Text>{' '}
          {answer.answer}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} autoFocus>
          {t('signGallery.close')}
        </Button>
      </Group>
    </div>
  );
}
