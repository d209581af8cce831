import { describe, expect, it } from 'vitest';
import { unansweredKey } from './unanswered.js';

describe('unansweredKey', () => {
  it('folds case, full width, spacing and end punctuation, keeping the words', () => {
    expect(unansweredKey('  Do you sell   GIFT vouchers?? ')).toBe('do you sell gift vouchers');
    expect(unansweredKey('Ｄｏ you sell gift vouchers')).toBe('do you sell gift vouchers');
    expect(unansweredKey('礼品卡怎么买？')).toBe('礼品卡怎么买');
    expect(unansweredKey('what is "express"?')).toBe('what is "express');
    expect(unansweredKey('?!')).toBe('');
  });
  it('keeps different questions apart', () => {
    expect(unansweredKey('gift vouchers')).not.toBe(unansweredKey('gift voucher balance'));
  });
});
