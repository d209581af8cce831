import { describe, expect, it } from 'vitest';
import { nextIdleAt, readAutoTips, tipsDue, urlMatches } from './autoTips';

const TIPS = JSON.stringify([
  { text: 'Welcome!', btnList: [{ menuType: 0, menuName: 'Start a return', docId: 'flow:returns' }, { menuName: '' }, 'junk'] },
  { text: 'Still there?', trigger: 'idle', idleSeconds: 45 },
  { text: 'Checkout help', trigger: 'url', urlPattern: 'https://shop.example/checkout*' },
  { text: '', trigger: 'entry' },
  { text: 'Odd trigger', trigger: 'weird', idleSeconds: 1 },
  null,
]);

describe('proactive tips', () => {
  it('W-AT1 reads the channel list leniently: tips without text and bad buttons are left out, unknown triggers are entry tips', () => {
    const tips = readAutoTips(TIPS);
    expect(tips.map((t) => [t.text, t.trigger])).toEqual([
      ['Welcome!', 'entry'],
      ['Still there?', 'idle'],
      ['Checkout help', 'url'],
      ['Odd trigger', 'entry'],
    ]);
    expect(tips[0]!.buttons).toEqual([{ menuType: 0, menuName: 'Start a return', docId: 'flow:returns' }]);
    expect(tips[3]!.idleSeconds).toBe(5);
    expect(readAutoTips('{not json')).toEqual([]);
    expect(readAutoTips('{"text":"x"}')).toEqual([]);
    expect(readAutoTips(undefined)).toEqual([]);
  });

  it('W-AT2 entry tips show at once, URL tips on a matching page, idle tips once the visitor has been idle long enough', () => {
    const tips = readAutoTips(TIPS);
    expect(tipsDue(tips, 'https://shop.example/cart', 0).map((t) => t.text)).toEqual(['Welcome!', 'Odd trigger']);
    expect(tipsDue(tips, 'https://SHOP.example/checkout/step-2', 44).map((t) => t.text)).toEqual([
      'Welcome!',
      'Checkout help',
      'Odd trigger',
    ]);
    expect(tipsDue(tips, '', 45).map((t) => t.text)).toEqual(['Welcome!', 'Still there?', 'Odd trigger']);
    expect(urlMatches('https://a.example/x', 'https://a.example/x?y')).toBe(false);
    expect(urlMatches('*://a.example/*', 'https://a.example/x?y')).toBe(true);
    expect(urlMatches('https://a.example/(x)', 'https://a.example/(x)')).toBe(true);
    expect(urlMatches('', 'https://a.example')).toBe(false);
  });

  it('W-AT3 the next idle tip is due at its idle seconds', () => {
    const tips = readAutoTips(TIPS);
    expect(nextIdleAt(tips, 0)).toBe(45);
    expect(nextIdleAt(tips, 45)).toBeUndefined();
  });
});
