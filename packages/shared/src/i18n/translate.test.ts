import { describe, expect, it } from 'vitest';
import { translate } from './index.js';

describe('translate', () => {
  it('writes numbers as the message’s language does', () => {
    expect(translate('sq', 'test.repliesNotRecorded', { num: 12345 })).toContain('12\u00a0345');
    expect(translate('el', 'test.repliesNotRecorded', { num: 12345 })).toContain('12.345');
    expect(translate('en', 'test.repliesNotRecorded', { num: 12345 })).toContain('12,345');
    expect(translate('ru', 'test.repliesNotRecorded', { num: 1.5 })).toContain('1,5');
  });

  it('leaves texts as they are', () => {
    expect(translate('en', 'mail.contactSubject', { subject: '1234' })).toContain('1234');
  });
});
