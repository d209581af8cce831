import DOMPurify from 'dompurify';
import { safeUrl } from './safeUrl';

let hooked = false;

/**
 * msgType 12 is HTML from the other side: it goes through DOMPurify before it reaches innerHTML, its links
 * open in a new tab without a reference back to the console (which holds an agent session), and images
 * without an http(s) source are dropped.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An image that could not load anyway (no http(s) source) would only show a broken icon.
      if (node.tagName === 'IMG' && !safeUrl(node.getAttribute('src') ?? '')) node.remove();
    });
  }
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'] });
}
