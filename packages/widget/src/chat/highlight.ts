/**
 * robotTips' highlight markup (HTML-escaped text with matches in <em class="hl">) as plain pieces, so React
 * renders them as text and <mark> nodes: no HTML from the server ever reaches innerHTML (W-TP4).
 */
export interface HighlightPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", nbsp: '\u00a0' };

function unescape(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[lower] ?? whole;
  });
}

/** Any other tag is dropped, keeping its text. */
export function parseHighlight(markup: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let mark = false;
  for (const piece of markup.split(/(<\/?[a-z][^>]*>)/i)) {
    if (piece === '') continue;
    const tag = /^<(\/?)([a-z]+)/i.exec(piece);
    if (tag) {
      const name = tag[2]!.toLowerCase();
      if (name === 'em' || name === 'mark') mark = tag[1] !== '/';
      continue;
    }
    const text = unescape(piece);
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  }
  return parts;
}
