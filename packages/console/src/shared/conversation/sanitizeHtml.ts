import DOMPurify from 'dompurify';

let hooked = false;

/**
 * msgType 12 is HTML from the other side: it goes through DOMPurify before it reaches innerHTML, and its links
 * open in a new tab without a reference back to the console (which holds an agent session).
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
