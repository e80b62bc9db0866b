import { READINESS_MIN_RECENT_REPLIES, type Readiness, type ReadinessLevel } from '@kokpit/shared';
import type { ParseKeys, TFunction } from 'i18next';

export const READINESS_LEVEL_KEY: Record<ReadinessLevel, ParseKeys> = {
  notReady: 'dashboard.readiness.notReady',
  nearly: 'dashboard.readiness.nearly',
  ready: 'dashboard.readiness.ready',
};

/**
 * The one line under the readiness badge: the first thing still missing (the rule lists them
 * in the order to close them), or good luck when nothing is.
 */
export function readinessAdvice(readiness: Readiness, t: TFunction): string {
  const gap = readiness.gaps[0];
  if (!gap) return t('dashboard.readiness.done');
  switch (gap.kind) {
    case 'school':
      return t('dashboard.readiness.school', { cap: gap.cap });
    case 'coverage':
      return t('dashboard.readiness.coverage', { n: gap.questions });
    case 'practice':
      return t('dashboard.readiness.practice', {
        n: gap.answers,
        needed: READINESS_MIN_RECENT_REPLIES,
      });
    case 'success':
      return t('dashboard.readiness.success', { target: gap.target, now: gap.now });
    case 'simulations':
      return t('dashboard.readiness.simulations', { n: gap.simulations });
  }
}
