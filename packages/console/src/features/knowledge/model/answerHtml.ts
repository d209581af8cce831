/**
 * The knowledge answer between its stored form and the rich-text editor (issue 19 item 7). Stored answers are plain
 * text or HTML; the editor reads HTML, so plain text becomes paragraphs (its line breaks kept), and an empty editor
 * gives an empty answer (the form's "required" then speaks). Pure.
 */
import { looksLikeHtml } from '@parley/protocol';

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function answerToEditorHtml(answer: string): string {
  if (answer.trim() === '' || looksLikeHtml(answer)) return answer;
  return answer
    .split(/\n{2,}/)
    .map((para) => `<p>${escapeText(para).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

export function editorHtmlToAnswer(html: string, empty: boolean): string {
  return empty ? '' : html;
}

/** A link the editor may set: http(s) and mailto only (a bare host gets https); anything else none. */
export function safeLinkHref(typed: string): string | null {
  const t = typed.trim();
  if (t === '' || t === 'https://') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) ? t : `https://${t}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}
