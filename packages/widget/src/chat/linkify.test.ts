import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';

describe('splitLinks', () => {
  it('finds web and mail links among text', () => {
    expect(splitLinks('see www.example.com or mail a@b.co!')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'www.example.com', href: 'http://www.example.com' },
      { kind: 'text', text: ' or mail ' },
      { kind: 'link', text: 'a@b.co', href: 'mailto:a@b.co' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(splitLinks('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
  });

  it('never makes a javascript: link', () => {
    expect(splitLinks('javascript:alert(1)').every((p) => p.kind === 'text')).toBe(true);
  });
});
