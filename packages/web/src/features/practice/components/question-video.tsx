import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './test.module.css';

const MEDIA_FILE = /\.(mp4|webm|ogv|ogg|m4v)(\?|#|$)/i;

/**
 * The question's video: a media file plays here; anything else (a video site) opens in a new
 * tab, since the app's security policy does not let other sites be framed.
 */
export function QuestionVideo({ url }: { url: string }) {
  const { t } = useTranslation();
  if (MEDIA_FILE.test(url)) {
    return (
      <video className={classes.video} src={url} controls playsInline preload="metadata">
        <track kind="captions" />
      </video>
    );
  }
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" fw={600}>
      {t('testRun.videoOpen')}
    </Anchor>
  );
}
