import DOMPurify from 'dompurify';
import { ANSWER_HTML, MESSAGE_HTML, sanitizeWith } from '@parley/protocol';

/*
 * HTML reaches innerHTML only through the console's DOMPurify with the protocol's one configuration (the widget
 * applies the same): links open in a new tab without a reference back to the console (which holds an agent
 * session), images need an http(s), same-origin or blob source.
 */

/** HTML from the other side (msgType 12, a customer's ticket text): nothing that could pose as the console's own UI. */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(DOMPurify, html, MESSAGE_HTML);
}

/** A knowledge-base answer, previewed the way the widget will show it. */
export function sanitizeAnswerHtml(html: string): string {
  return sanitizeWith(DOMPurify, html, ANSWER_HTML);
}
