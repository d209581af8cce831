import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { answerToEditorHtml, editorHtmlToAnswer, safeLinkHref } from './answerHtml';

beforeAll(useEnglishTexts);
describe('answer HTML for the rich-text editor', () => {
  it('turns a plain-text answer into paragraphs, keeping line breaks and escaping markup characters', () => {
    expect(answerToEditorHtml('Cards & PayPal.\nAlso invoices.\n\nAsk us: a < b')).toBe(
      '<p>Cards &amp; PayPal.<br>Also invoices.</p><p>Ask us: a &lt; b</p>',
    );
  });
  it('leaves HTML and empty answers as they are', () => {
    expect(answerToEditorHtml('<p>Hi <b>there</b></p>')).toBe('<p>Hi <b>there</b></p>');
    expect(answerToEditorHtml('')).toBe('');
  });
  it('an empty editor is an empty answer', () => {
    expect(editorHtmlToAnswer('<p></p>', true)).toBe('');
    expect(editorHtmlToAnswer('<p>x</p>', false)).toBe('<p>x</p>');
  });
  it('links are http(s) or mailto; a bare host gets https; scripts are refused', () => {
    expect(safeLinkHref('example.com/help')).toBe('https://example.com/help');
    expect(safeLinkHref('mailto:help@example.com')).toBe('mailto:help@example.com');
    expect(safeLinkHref('javascript:alert(1)')).toBeNull();
    expect(safeLinkHref('  ')).toBeNull();
  });
});
