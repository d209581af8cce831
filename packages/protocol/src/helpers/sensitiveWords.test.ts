import { describe, expect, it } from 'vitest';
import { SensitiveMatcher } from './sensitiveWords.js';

describe('S-SW1 sensitive-word matcher', () => {
  it('finds exact words whatever their case and width, as whole words, and masks them', () => {
    const m = new SensitiveMatcher([{ words: ['idiot', 'scam'], match: 'exact', action: 'mask' }]);
    const r = m.check('You IDIOT, this is a ＳＣＡＭ.');
    expect(r.words).toEqual(['idiot', 'scam']);
    expect(r.action).toBe('mask');
    expect(r.masked).toBe('You *****, this is a ****.');
    expect(r.hits.map((h) => [h.start, h.end])).toEqual([
      [4, 9],
      [21, 25],
    ]);
    expect(m.check('idiots? scammer? classic idiotic').hits).toEqual([]);
  });

  it('finds Chinese words anywhere, exact and fuzzy', () => {
    const m = new SensitiveMatcher([
      { words: ['傻逼'], match: 'fuzzy', action: 'block' },
      { words: ['微信'], match: 'exact', action: 'mask' },
    ]);
    expect(m.check('你这个傻逼').masked).toBe('你这个**');
    expect(m.check('你这个傻 - 逼！').masked).toBe('你这个* - *！');
    const r = m.check('加我微信聊');
    expect(r).toMatchObject({ words: ['微信'], action: 'mask', masked: '加我**聊' });
    expect(m.check('加我微 信聊').hits).toEqual([]); // exact: a space breaks it
  });

  it('finds fuzzy words through spaces, symbols, accents, full width and look-alike digits', () => {
    const m = new SensitiveMatcher([{ words: ['shit', 'Bad Word'], match: 'fuzzy', action: 'hold' }]);
    for (const text of ['shit', 'S H I T', 's.h.i.t', 'sh1t', 'ｓｈｉｔ', 'šhít', 's-h_i*t', 'badword', 'BAD  word', 'b@d w0rd']) {
      expect(m.check(`oh ${text}!`).action, text).toBe('hold');
    }
    expect(m.check('oh s.h.i.t!').masked).toBe('oh *.*.*.*!');
    expect(m.check('the shitake mushrooms').hits).toEqual([]);
    expect(m.check('washington').hits).toEqual([]);
  });

  it('answers the strongest action of the lists that matched, and every word once', () => {
    const m = new SensitiveMatcher([
      { words: ['cheap'], match: 'exact', action: 'mask' },
      { words: ['fraud'], match: 'fuzzy', action: 'block' },
      { words: ['refund now'], match: 'exact', action: 'hold' },
    ]);
    expect(m.check('cheap cheap').words).toEqual(['cheap']);
    expect(m.check('cheap, refund now').action).toBe('hold');
    expect(m.check('cheap f r a u d, refund now').action).toBe('block');
    expect(m.check('nothing here')).toEqual({ hits: [], words: [], action: null, masked: 'nothing here' });
  });

  it('maps matches back through characters outside the basic plane and overlapping words', () => {
    const m = new SensitiveMatcher([{ words: ['ab cd', 'cd ef'], match: 'exact', action: 'mask' }]);
    expect(m.check('😀 ab cd ef 😀').masked).toBe('😀 ** ** ** 😀');
    expect(m.check('😀 ab cd ef 😀').hits.map((h) => h.word)).toEqual(['ab cd', 'cd ef']);
    expect(new SensitiveMatcher([]).empty).toBe(true);
    expect(new SensitiveMatcher([{ words: ['  ', '***'], match: 'fuzzy', action: 'mask' }]).empty).toBe(true);
  });
});
