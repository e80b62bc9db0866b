import { describe, expect, it } from 'vitest';
import { daily, duePeriod, every, monthly } from './schedule.js';

const utc = (iso: string) => Date.parse(iso);

describe('job schedules in Athens time', () => {
  it('a nightly 03:30 job is due from 03:30 Athens, in winter (UTC+2) and summer (UTC+3)', () => {
    const night = daily('03:30');
    expect(duePeriod(night, utc('2030-01-15T01:29:59Z'))).toBeNull();
    expect(duePeriod(night, utc('2030-01-15T01:30:00Z'))).toBe('2030-01-15');
    expect(duePeriod(night, utc('2030-07-15T00:29:00Z'))).toBeNull();
    expect(duePeriod(night, utc('2030-07-15T00:30:00Z'))).toBe('2030-07-15');
    // Late in the Athens day the period is still that day; just after midnight it is not due.
    expect(duePeriod(night, utc('2030-01-15T21:59:00Z'))).toBe('2030-01-15');
    expect(duePeriod(night, utc('2030-01-15T22:01:00Z'))).toBeNull();
  });

  it('the spring-forward night has no 03:30: the job is due at 04:00; the autumn one runs once', () => {
    const night = daily('03:30');
    // 2030-03-31: 03:00 Athens becomes 04:00 (00:59Z is 02:59, 01:00Z is 04:00).
    expect(duePeriod(night, utc('2030-03-31T00:59:00Z'))).toBeNull();
    expect(duePeriod(night, utc('2030-03-31T01:00:00Z'))).toBe('2030-03-31');
    // 2030-10-27: 03:30 Athens happens twice, both in the one period of that day.
    expect(duePeriod(night, utc('2030-10-27T00:30:00Z'))).toBe('2030-10-27');
    expect(duePeriod(night, utc('2030-10-27T01:30:00Z'))).toBe('2030-10-27');
  });

  it('a monthly job is due from its day and time in Athens, which may be the UTC month before', () => {
    const switchDay = monthly(1, '00:05');
    expect(duePeriod(switchDay, utc('2030-01-31T22:04:00Z'))).toBeNull();
    expect(duePeriod(switchDay, utc('2030-01-31T22:05:00Z'))).toBe('2030-02');
    expect(duePeriod(switchDay, utc('2030-02-20T10:00:00Z'))).toBe('2030-02');
    expect(duePeriod(monthly(15, '12:00'), utc('2030-02-14T10:00:00Z'))).toBeNull();
  });

  it('a job every 15 minutes has one period per quarter hour', () => {
    const quarter = every(15 * 60_000);
    expect(duePeriod(quarter, utc('2030-01-15T10:14:59Z'))).not.toBe(
      duePeriod(quarter, utc('2030-01-15T10:15:00Z')),
    );
    expect(duePeriod(quarter, utc('2030-01-15T10:15:00Z'))).toBe(
      duePeriod(quarter, utc('2030-01-15T10:29:59Z')),
    );
  });

  it('refuses a schedule it could not keep', () => {
    expect(() => daily('3:30')).toThrow();
    expect(() => monthly(31, '00:00')).toThrow();
    expect(() => every(1_000)).toThrow();
  });
});
