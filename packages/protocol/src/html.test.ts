import { describe, expect, it } from 'vitest';
import {
  ANSWER_HTML,
  MESSAGE_HTML,
  htmlNodeRule,
  looksLikeHtml,
  sanitizeWith,
  type HtmlNode,
  type HtmlSanitizeOptions,
  type Purifier,
} from './index.js';

/** An element as the hook sees it, recording what the rule did. */
function node(tagName: string, attrs: Record<string, string> = {}) {
  const n = {
    tagName,
    attrs: { ...attrs },
    removed: false,
    getAttribute: (name: string) => n.attrs[name] ?? null,
    setAttribute: (name: string, value: string) => void (n.attrs[name] = value),
    remove: () => void (n.removed = true),
  };
  return n satisfies HtmlNode;
}

describe('htmlNodeRule', () => {
  it('W-MT7 links open in a new tab without a reference back to the page', () => {
    const a = node('A', { href: 'https://x.test', target: '_self' });
    htmlNodeRule(a);
    expect(a.attrs).toEqual({ href: 'https://x.test', target: '_blank', rel: 'noopener noreferrer' });
    expect(a.removed).toBe(false);
  });
  it('W-MT7 drops images whose source is not a link safeUrl takes; keeps the others as they are', () => {
    for (const src of ['data:image/png;base64,AA', 'javascript:alert(1)', 'x', '//evil.test/a.png']) {
      const img = node('IMG', { src });
      htmlNodeRule(img);
      expect(img.removed, src).toBe(true);
    }
    const noSrc = node('IMG');
    htmlNodeRule(noSrc);
    expect(noSrc.removed).toBe(true);
    const ok = node('IMG', { src: '/api/files/k/a.png' });
    htmlNodeRule(ok);
    expect(ok).toMatchObject({ removed: false, attrs: { src: '/api/files/k/a.png' } });
    const p = node('P', { class: 'x' });
    htmlNodeRule(p);
    expect(p).toMatchObject({ removed: false, attrs: { class: 'x' } });
  });
});

describe('sanitizeWith', () => {
  function fakePurifier() {
    const hooks: ((n: HtmlNode) => void)[] = [];
    const calls: HtmlSanitizeOptions[] = [];
    const purify: Purifier = {
      addHook: (_entry, hook) => void hooks.push(hook),
      sanitize: (html, options) => {
        calls.push(options);
        return `clean:${html}`;
      },
    };
    return { purify, hooks, calls };
  }
  it('installs the node rule once per instance and passes the options through', () => {
    const a = fakePurifier();
    expect(sanitizeWith(a.purify, '<p>1</p>', MESSAGE_HTML)).toBe('clean:<p>1</p>');
    sanitizeWith(a.purify, '<p>2</p>', ANSWER_HTML);
    expect(a.hooks).toEqual([htmlNodeRule]);
    expect(a.calls).toEqual([MESSAGE_HTML, ANSWER_HTML]);
    const b = fakePurifier();
    sanitizeWith(b.purify, '', ANSWER_HTML);
    expect(b.hooks).toHaveLength(1);
  });
  it('W-MT7 a message may not bring forms, inputs, style sheets, inline styles, SVG or MathML; answers keep their styling', () => {
    expect(MESSAGE_HTML.FORBID_TAGS).toEqual(
      expect.arrayContaining(['style', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math']),
    );
    expect(MESSAGE_HTML.FORBID_ATTR).toEqual(['style']);
    expect(ANSWER_HTML.FORBID_ATTR).toBeUndefined();
    // target survives so the node rule's _blank is kept.
    expect([MESSAGE_HTML.ADD_ATTR, ANSWER_HTML.ADD_ATTR]).toEqual([['target'], ['target']]);
  });
});

describe('looksLikeHtml', () => {
  it('sees opening, closing and self-closing tags', () => {
    for (const html of ['<p>Hi</p>', 'line<br/>break', 'see <a href="/x">here</a>', '</div>']) expect(looksLikeHtml(html), html).toBe(true);
  });
  it('leaves comparisons and plain text alone', () => {
    for (const text of ['1 < 2 and 3 > 2', 'a <3 b', 'plain words', '<>']) expect(looksLikeHtml(text), text).toBe(false);
  });
});
