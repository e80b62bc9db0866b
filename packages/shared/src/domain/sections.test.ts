import { describe, expect, it } from 'vitest';
import { SectionStatus } from '../constants.js';
import {
  canSwitchTo,
  initialSection,
  mayUnlockSection,
  sectionLimitForStudent,
} from './sections.js';

const { locked, requested, activated, deactivated } = SectionStatus;

const list = (...statuses: number[]) =>
  ['car', 'bike', 'truck', 'bus', 'ptruck', 'pbus']
    .slice(0, statuses.length)
    .map((code, i) => ({ code, status: statuses[i]! }));

describe('canSwitchTo', () => {
  it('allows only requested (demo) and activated sections', () => {
    expect(canSwitchTo(requested)).toBe(true);
    expect(canSwitchTo(activated)).toBe(true);
    expect(canSwitchTo(locked)).toBe(false);
    expect(canSwitchTo(deactivated)).toBe(false);
    expect(canSwitchTo(undefined)).toBe(false);
    expect(canSwitchTo(null)).toBe(false);
    expect(canSwitchTo(7)).toBe(false);
  });
});

describe('initialSection', () => {
  it('keeps the preferred section when it is activated or requested', () => {
    expect(initialSection(list(activated, requested), 'bike')).toBe('bike');
    expect(initialSection(list(requested, activated), 'car')).toBe('car');
  });

  it('skips a preferred section that is locked or deactivated, taking the first activated', () => {
    expect(initialSection(list(requested, deactivated, activated), 'bike')).toBe('truck');
    expect(initialSection(list(locked, requested, activated), 'car')).toBe('truck');
  });

  it('without a preference takes the first activated, then the first requested', () => {
    expect(initialSection(list(locked, requested, activated, activated), null)).toBe('truck');
    expect(initialSection(list(locked, deactivated, requested, requested), null)).toBe('truck');
  });

  it('falls back to the first section in the list, or null for none', () => {
    expect(initialSection(list(locked, deactivated), 'bike')).toBe('car');
    expect(initialSection([], 'car')).toBeNull();
  });

  it('ignores an unknown preferred code', () => {
    expect(initialSection(list(locked, activated), 'tractor')).toBe('bike');
  });
});

describe('section limits', () => {
  it('a student without a verified school may have one unlocked section', () => {
    expect(sectionLimitForStudent({ schoolVerified: false })).toBe(1);
    expect(sectionLimitForStudent({ schoolVerified: true })).toBe(6);
  });

  it('a student without a school cannot unlock a second section', () => {
    const sections = list(requested, locked);
    expect(mayUnlockSection(sections, 'bike', { schoolVerified: false })).toBe(false);
    expect(mayUnlockSection(sections, 'bike', { schoolVerified: true })).toBe(true);
  });

  it('asking again for the unlocked section, or unlocking a first one, is within the limit', () => {
    expect(mayUnlockSection(list(requested, locked), 'car', { schoolVerified: false })).toBe(true);
    expect(mayUnlockSection(list(locked, locked), 'bike', { schoolVerified: false })).toBe(true);
    // A deactivated section is closed, so it does not use up the one allowed.
    expect(mayUnlockSection(list(deactivated, locked), 'bike', { schoolVerified: false })).toBe(
      true,
    );
  });
});
