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

  it('chooses a count’s plural form by the language’s rules', () => {
    expect(translate('en', 'admin.ops.noticeSent', { count: 1 })).toBe(
      'The notice reached 1 signed-in tab.',
    );
    expect(translate('en', 'admin.ops.noticeSent', { count: 2 })).toBe(
      'The notice reached 2 signed-in tabs.',
    );
    expect(translate('el', 'admin.files.inUse', { count: 1 })).toContain('τη δείχνει 1 ερώτηση');
    expect(translate('el', 'admin.files.inUse', { count: 3 })).toContain('τη δείχνουν 3 ερωτήσεις');
    expect(translate('ru', 'admin.ops.signedOut', { count: 21 })).toBe('Завершён 21 сеанс.');
    expect(translate('ru', 'admin.ops.signedOut', { count: 5 })).toBe('Завершено сеансов: 5.');
    expect(translate('sq', 'school.coupons.reserved', { count: 1 })).toBe('U rezervua 1 kupon.');
  });
});
