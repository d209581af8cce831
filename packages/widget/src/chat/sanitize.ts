/**
 * Rich text from the knowledge base, and msgType 12 from the other side (W-MT7), goes through DOMPurify before it
 * reaches innerHTML (CONTEXT.md rule), with the protocol's one configuration: links open in a new tab, never in
 * the chat's own frame; messages bring nothing that could pose as the widget's own UI.
 */
import DOMPurify from 'dompurify';
import { ANSWER_HTML, MESSAGE_HTML, sanitizeWith } from '@parley/protocol';

/** The /question screen keeps the `link` attribute its click handler reads (W-QD3). */
const QUESTION_HTML = { ...ANSWER_HTML, ADD_ATTR: [...ANSWER_HTML.ADD_ATTR, 'link'] };

/** `keepLinkAttr`: for the /question screen. */
export function sanitizeHtml(html: string, keepLinkAttr = false): string {
  return sanitizeWith(DOMPurify, html, keepLinkAttr ? QUESTION_HTML : ANSWER_HTML);
}

export function sanitizeMessageHtml(html: string): string {
  return sanitizeWith(DOMPurify, html, MESSAGE_HTML);
}
