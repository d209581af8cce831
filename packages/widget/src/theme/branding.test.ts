import { describe, expect, it } from 'vitest';
import { channel } from '../../test/fixtures';
import { brandingVars, cssUrl } from './branding';

describe('branding', () => {
  it('maps channel colours to variables', () => {
    const v = brandingVars(
      channel({ mainColor: '#ff6600', kitBgcolor: '#222222', kitTxcolor: '#eeeeee', cusColor: 'teal', navigationBarColor: '' }),
    );
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
    expect(brandingVars(channel({ cusColor: 'red; background: url(x)' }))['--pw-link']).toBe('#1f6feb');
    expect(brandingVars(channel({ mainColor: 'expression(alert(1))' }))['--pw-main']).toBe('#1f6feb');
  });

  it('only http(s) and same-origin background images, escaped', () => {
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
    expect(cssUrl('https://cdn.example/bg.png')).toBe('url("https://cdn.example/bg.png")');
    expect(cssUrl('/x") ; color: red')).toBe('url("/x\\22 ) ; color: red")');
  });

  it('puts readable text on the main, navigation and visitor colours', () => {
    expect(
      brandingVars(channel({ mainColor: '#ffffff', navigationBarColor: '#1f6feb', kitBgcolor: '#ffd', kitTxcolor: '' })),
    ).toMatchObject({
      '--pw-on-main': '#1d2129',
      '--pw-nav-fg': '#ffffff',
      '--pw-visitor-fg': '#1d2129',
    });
  });
});
