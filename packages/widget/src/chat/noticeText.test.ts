import { describe, expect, it } from 'vitest';
import { fillQueuePosition, noticeWords } from './noticeText';

describe('notice words', () => {
  it('W-TR4 userQueueMsg has ## replaced by the position; without it the built-in text takes n', () => {
    expect(fillQueuePosition('You are number ## (## waiting)', 3)).toBe('You are number 3 (3 waiting)');
    expect(noticeWords({ kind: 'queued', position: 2, text: 'No. ##' })).toEqual({ literal: 'No. 2' });
    expect(noticeWords({ kind: 'queued', position: 2, text: ' ' })).toEqual({ key: 'notice.queued', vars: { name: '', n: 2 } });
  });

  it('W-TR6 the tenant text wins over the default', () => {
    expect(noticeWords({ kind: 'offHours', text: 'Back at 9' })).toEqual({ literal: 'Back at 9' });
    expect(noticeWords({ kind: 'offHours', text: '' })).toMatchObject({ key: 'notice.offHours' });
  });
});
