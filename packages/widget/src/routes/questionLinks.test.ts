import { describe, expect, it } from 'vitest';
import { linkTarget } from './questionLinks';

/** The smallest stand-in for a DOM element: closest() and getAttribute(). */
interface FakeElement {
  getAttribute(n: string): string | null;
  closest(sel: string): unknown;
}
function el(attrs: Record<string, string>, parent?: FakeElement): FakeElement {
  const self: FakeElement = {
    getAttribute: (n: string) => attrs[n] ?? null,
    closest: (sel: string): unknown => (sel === '[link]' && 'link' in attrs ? self : (parent?.closest(sel) ?? null)),
  };
  return self;
}

describe('/question links', () => {
  it('W-QD3 a click inside an element with a link attribute opens that http(s) address', () => {
    const anchor = el({ link: 'https://lumen.example/help' });
    expect(linkTarget(el({}, anchor) as never)).toBe('https://lumen.example/help');
    expect(linkTarget(el({ link: '', href: 'https://a.example' }) as never)).toBe('https://a.example');
  });

  it('W-QD3 no link attribute, or a non-http address, is left alone', () => {
    expect(linkTarget(el({ href: 'https://a.example' }) as never)).toBeNull();
    expect(linkTarget(el({ link: 'javascript:alert(1)' }) as never)).toBeNull();
    expect(linkTarget(null)).toBeNull();
  });
});
