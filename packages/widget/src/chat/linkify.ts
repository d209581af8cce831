/** Splits message text into plain runs and links (chat-session.md §5 "Links typed in messages become clickable"). */
import { find } from 'linkifyjs';

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const link of find(text)) {
    // Anything but web, mail and phone links stays text: no javascript: or data: ever becomes an href.
    if (!SAFE_SCHEME.test(link.href)) continue;
    if (link.start > cursor) parts.push({ kind: 'text', text: text.slice(cursor, link.start) });
    parts.push({ kind: 'link', text: link.value, href: link.href });
    cursor = link.end;
  }
  if (cursor < text.length) parts.push({ kind: 'text', text: text.slice(cursor) });
  return parts;
}
