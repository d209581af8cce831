import { describe, expect, it } from 'vitest';
import { channel } from '../../test/fixtures';
import { brandingVars, cssUrl, readableOn, safeColor } from './branding';

describe('branding', () => {
  it('maps channel colours to variables', () => {
    const v = brandingVars(channel({ mainColor: '#ff6600', kitBgcolor: '#222222', kitTxcolor: '#eeeeee', cusColor: 'teal', navigationBarColor: '' }));
    expect(v).toMatchObject({
      '--pw-main': '#ff6600',
      '--pw-nav-bg': '#ff6600',
      '--pw-visitor-bg': '#222222',
      '--pw-visitor-fg': '#eeeeee',
      '--pw-link': 'teal',
      '--adm-color-primary': '#ff6600',
    });
  });

  it('ignores values that are not colours', () => {
    expect(safeColor('red; background: url(x)')).toBeUndefined();
    expect(brandingVars(channel({ mainColor: 'expression(alert(1))' }))['--pw-main']).toBe('#1f6feb');
  });

  it('only http(s) and same-origin background images, escaped', () => {
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    expect(cssUrl('https://cdn.example/bg.png')).toBe('url("https://cdn.example/bg.png")');
    expect(cssUrl('/x") ; color: red')).toBe('url("/x\\22 ) ; color: red")');
  });

  it('picks readable text', () => {
    expect(readableOn('#ffffff')).toBe('#1d2129');
    expect(readableOn('#1f6feb')).toBe('#ffffff');
    expect(readableOn('#ffd')).toBe('#1d2129');
  });
});
