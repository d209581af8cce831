/**
 * Rich text from the knowledge base goes through DOMPurify before it reaches innerHTML (CONTEXT.md rule).
 * Links open in a new tab, never in the chat's own frame.
 */
import DOMPurify from 'dompurify';

let hooked = false;

function hook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/** `keepLinkAttr`: the /question screen keeps the `link` attribute its click handler reads (QD3). */
export function sanitizeHtml(html: string, keepLinkAttr = false): string {
  hook();
  return DOMPurify.sanitize(html, { ADD_ATTR: keepLinkAttr ? ['target', 'link'] : ['target'] });
}

/** Knowledge-base answers are HTML; anything else is plain text for RichText. */
export const looksLikeHtml = (text: string) => /<\/?[a-z][a-z0-9]*(\s[^>]*)?>/i.test(text);

/**
 * msgType 12 from the other side (MT7): DOMPurify as above, and nothing that could pose as the widget's own UI
 * (forms and inputs, style sheets and inline styles that could cover the page).
 */
export function sanitizeMessageHtml(html: string): string {
  hook();
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    // SVG and MathML: nothing an agent needs, and an empty <svg> still takes 300×150 of the bubble.
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'svg', 'math'],
    FORBID_ATTR: ['style'],
  });
}
