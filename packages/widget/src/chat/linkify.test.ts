import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLinks } from './linkify';
import { mayHoldLink } from './textLibs';

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

describe('mayHoldLink (linkify loads only for a text it says yes to)', () => {
  const hasLink = (text: string) => splitLinks(text).some((p) => p.kind === 'link');

  it('says yes to every text in which linkify finds a link', () => {
    const pieces = [
      'a',
      'Z',
      '0',
      '.',
      '。',
      '．',
      '@',
      ':',
      '/',
      '//',
      '-',
      ' ',
      '\n',
      'www',
      'com',
      'co',
      '中国',
      '例子',
      'localhost',
      'http',
      'https',
      'mailto',
      'tel',
      '?',
      '#',
      '(',
      ')',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join('');
        expect(!hasLink(text) || mayHoldLink(text), text).toBe(true);
      }),
      { numRuns: 20_000 },
    );
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (text) => !hasLink(text) || mayHoldLink(text)),
      { numRuns: 5_000 },
    );
  });

  it('says no to the widget’s own texts without a link, so a welcome like them needs no linkify', () => {
    const dir = join(import.meta.dirname, '../i18n/locales');
    const all = readdirSync(dir).flatMap((f) => JSON.stringify(JSON.parse(readFileSync(join(dir, f), 'utf8'))).split('","'));
    expect(all.filter((t) => !hasLink(t) && mayHoldLink(t)).length / all.length).toBeLessThan(0.1);
    expect(mayHoldLink('Hi, I am Lumi, the Lumen Home assistant. How can I help?')).toBe(false);
    expect(mayHoldLink('see example.com')).toBe(true);
  });
});
