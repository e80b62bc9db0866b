import { ResultCode } from '@kokpit/shared';
import { describe, expect, it } from 'vitest';
import { RequestError } from '../../lib/socket';
import { isDemoCap, isNothingToPractise } from './start-refusal';

const refused = (code: number) => new RequestError('server', code, 'No questions left');

describe('a refused start', () => {
  it('is an empty state when an errors test finds no mistakes', () => {
    expect(isNothingToPractise('errors', refused(ResultCode.notFound))).toBe(true);
  });

  it('stays an error otherwise', () => {
    expect(isNothingToPractise('progress', refused(ResultCode.notFound))).toBe(false);
    expect(isNothingToPractise('errors', refused(ResultCode.general))).toBe(false);
    expect(isNothingToPractise('errors', new RequestError('network', -2, ''))).toBe(false);
  });

  it('leads to a school when the demo cap left nothing to ask', () => {
    const capped = new RequestError('server', ResultCode.notFound, 'DEMO', '', { demoCap: 30 });
    expect(isDemoCap(capped)).toBe(true);
    expect(isDemoCap(refused(ResultCode.notFound))).toBe(false);
  });
});
