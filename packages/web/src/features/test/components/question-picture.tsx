import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomIcon } from './test-icons';
import classes from './test.module.css';

/** The question's picture; a tap enlarges it to the page's width, another shrinks it. */
export function QuestionPicture({ src }: { src: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <UnstyledButton
      className={classes.picture}
      data-zoomed={zoomed || undefined}
      aria-pressed={zoomed}
      aria-label={zoomed ? t('testRun.pictureShrink') : t('testRun.pictureZoom')}
      onClick={() => setZoomed((z) => !z)}
    >
      <img src={src} alt="" className={classes.pictureImage} decoding="async" />
      <span className={classes.zoomBadge} aria-hidden="true">
        <ZoomIcon out={zoomed} size={16} />
      </span>
    </UnstyledButton>
  );
}
