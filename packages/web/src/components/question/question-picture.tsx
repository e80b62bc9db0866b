import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomIcon } from '../ui/icons';
import classes from './question.module.css';

/**
 * The question's picture; a tap enlarges it to the width of the page (or dialog), another
 * shrinks it. A toggle: its name stays, `aria-pressed` says whether it is enlarged.
 */
export function QuestionPicture({ src }: { src: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <UnstyledButton
      className={classes.picture}
      data-zoomed={zoomed || undefined}
      aria-pressed={zoomed}
      aria-label={t('question.pictureZoom')}
      onClick={() => setZoomed((z) => !z)}
    >
      <img src={src} alt="" className={classes.pictureImage} decoding="async" />
      <span className={classes.zoomBadge} aria-hidden="true">
        <ZoomIcon out={zoomed} size={16} />
      </span>
    </UnstyledButton>
  );
}
