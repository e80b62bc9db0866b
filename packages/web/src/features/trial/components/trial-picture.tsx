import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoomIcon } from '../../../components/ui/icons';
import classes from './trial.module.css';

/** The question's picture; a click or tap enlarges it to the dialog's width, another shrinks it. */
export function TrialPicture({ src }: { src: string }) {
  const { t } = useTranslation();
  const [zoomed, setZoomed] = useState(false);
  return (
    <UnstyledButton
      className={classes.picture}
      data-zoomed={zoomed || undefined}
      aria-pressed={zoomed}
      aria-label={t('trial.pictureZoom')}
      onClick={() => setZoomed((z) => !z)}
    >
      <img src={src} alt="" className={classes.pictureImage} />
      <span className={classes.zoomBadge} aria-hidden="true">
        <ZoomIcon out={zoomed} size={16} />
      </span>
    </UnstyledButton>
  );
}
