import { describe, expect, it } from 'vitest';
import { brandColors, brandImageUrl, readableOn, safeColor } from './index.js';

describe('branding colours', () => {
  it('picks readable text on hex colours, white on anything else', () => {
    expect(readableOn('#ffffff')).toBe('#1d2129');
    expect(readableOn('#fff')).toBe('#1d2129');
    expect(readableOn('#ffd')).toBe('#1d2129');
    expect(readableOn('#1f6feb')).toBe('#ffffff');
    expect(readableOn('teal')).toBe('#ffffff');
  });
  it('takes only values that are plainly colours', () => {
    expect(safeColor(' #ff6600 ')).toBe('#ff6600');
    expect(safeColor('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    for (const bad of ['red; background: url(x)', 'expression(alert(1))', 'nope;', '', undefined])
      expect(safeColor(bad), String(bad)).toBeUndefined();
  });
  it('falls back: navigation and the visitor bubble to the main colour, text to a readable one', () => {
    expect(brandColors({ mainColor: '#ffee00', navigationBarColor: '', kitBgcolor: '#111111', kitTxcolor: '', cusColor: 'nope;' })).toEqual(
      {
        main: '#ffee00',
        navBg: '#ffee00',
        navFg: '#1d2129',
        visitorBg: '#111111',
        visitorFg: '#ffffff',
        link: '#ffee00',
      },
    );
    expect(brandColors(null)).toMatchObject({ main: '#1f6feb', navBg: '#1f6feb', link: '#1f6feb', visitorFg: '#ffffff' });
    expect(brandColors({ mainColor: 'expression(alert(1))', kitTxcolor: '#eeeeee', cusColor: 'teal' })).toMatchObject({
      main: '#1f6feb',
      visitorFg: '#eeeeee',
      link: 'teal',
    });
  });
  it('takes only web or same-origin branding images', () => {
    expect(brandImageUrl(' https://x.example/a.png ')).toBe('https://x.example/a.png');
    expect(brandImageUrl('/files/bg.png')).toBe('/files/bg.png');
    expect(brandImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(brandImageUrl(undefined)).toBeUndefined();
  });
});
