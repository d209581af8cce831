/*
 * HTML from outside (msgType 12 from the other side, knowledge-base answers) reaches innerHTML only through
 * DOMPurify. The protocol holds no DOMPurify: each front end hands its own instance to `sanitizeWith`, so the
 * options and the per-node rule below are the one configuration both apply.
 */
import { safeUrl } from './urls.js';

/** The DOMPurify options Parley sets (a subset of its Config, so a front end can pass them as they are). */
export interface HtmlSanitizeOptions {
  ADD_ATTR: string[];
  FORBID_TAGS?: string[];
  FORBID_ATTR?: string[];
}

/** msgType 12 (W-MT7): nothing that could pose as the page's own UI (forms and inputs, style sheets and inline styles that could cover it). */
export const MESSAGE_HTML: Readonly<HtmlSanitizeOptions> = {
  ADD_ATTR: ['target'],
  // SVG and MathML: nothing a message needs, and an empty <svg> still takes 300×150 of the bubble.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

/** Knowledge-base answers, written by the tenant's own admins: DOMPurify's defaults, with the link rule below. */
export const ANSWER_HTML: Readonly<HtmlSanitizeOptions> = { ADD_ATTR: ['target'] };

/** The parts of a DOM element the rule reads, so the protocol needs no DOM types and tests can pass plain objects. */
export interface HtmlNode {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  remove(): void;
}

/**
 * DOMPurify's afterSanitizeAttributes hook: links open in a new tab without a reference back to the page (the
 * console holds an agent session, the widget a visitor token); an image whose source is not a link `safeUrl`
 * accepts (data:, javascript:, a bare word) is dropped rather than shown broken or from an unvetted scheme.
 */
export function htmlNodeRule(node: HtmlNode): void {
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
  if (node.tagName === 'IMG' && !safeUrl(node.getAttribute('src') ?? '')) node.remove();
}

/** What `sanitizeWith` needs of a DOMPurify instance. */
export interface Purifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: HtmlNode) => void): void;
  sanitize(dirty: string, options: HtmlSanitizeOptions): string;
}

const ruled = new WeakSet<Purifier>();

/** Sanitises with the given options, installing `htmlNodeRule` on the instance the first time (hooks are per instance and would stack). */
export function sanitizeWith(purify: Purifier, html: string, options: Readonly<HtmlSanitizeOptions>): string {
  if (!ruled.has(purify)) {
    ruled.add(purify);
    purify.addHook('afterSanitizeAttributes', htmlNodeRule);
  }
  return purify.sanitize(html, { ...options });
}

/** Knowledge-base answers may be HTML or plain text: a tag (opening, closing or self-closing) means HTML. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*\b[^>]*>/i.test(text);
