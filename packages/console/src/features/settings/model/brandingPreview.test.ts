import { describe, expect, it } from 'vitest';
import { previewColors, readableOn, safeImage } from './brandingPreview';

describe('branding preview colours', () => {
  it('follows the widget: navigation falls back to the main colour, text is readable on it', () => {
    expect(previewColors({ mainColor: '#ffee00', navigationBarColor: '', kitBgcolor: '#111111', kitTxcolor: '', cusColor: 'nope;' })).toEqual({
      main: '#ffee00',
      navBg: '#ffee00',
      navFg: '#1d2129',
      visitorBg: '#111111',
      visitorFg: '#ffffff',
      link: '#ffee00',
    });
    expect(readableOn('#fff')).toBe('#1d2129');
  });
  it('previews only web or same-origin images', () => {
    expect(safeImage(' https://x.example/a.png ')).toBe('https://x.example/a.png');
    expect(safeImage('javascript:alert(1)')).toBeUndefined();
  });
});
