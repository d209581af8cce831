import { EN_STOP } from './stopwords.js';
import { stem } from './stem.js';
import { isCjk, normalize } from './text.js';

export const HIGHLIGHT_OPEN = '<em class="hl">';
export const HIGHLIGHT_CLOSE = '</em>';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Letters and digits of scripts written with spaces (CJK runs are matched separately). */
const LATIN_WORD = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+/gu;

/**
 * The text HTML-escaped, with the parts the typed query matches wrapped in the highlight tag:
 * CJK stretches that occur in the query, whole words the query contains (or their stems), and
 * words beginning with the query's last, still-being-typed word.
 */
export function highlight(text: string, query: string): string {
  const q = normalize(query).trim();
  const marks = new Array<boolean>(text.length).fill(false);
  if (q !== '') {
    markCjk(text, q, marks);
    markWords(text, q, marks);
  }
  let out = '';
  let open = false;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (marks[i] && !open) {
      out += HIGHLIGHT_OPEN;
      open = true;
    } else if (!marks[i] && open) {
      out += HIGHLIGHT_CLOSE;
      open = false;
    }
    out += escapeHtml(ch);
    i += ch.length;
  }
  return open ? out + HIGHLIGHT_CLOSE : out;
}

function markCjk(text: string, q: string, marks: boolean[]): void {
  const qChars = [...q].filter((c) => isCjk(c)).length;
  const minLen = qChars >= 2 ? 2 : 1;
  // Code points with their UTF-16 offsets, so marks line up with the original string.
  const cps: Array<{ at: number; ch: string }> = [];
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    cps.push({ at: i, ch });
    i += ch.length;
  }
  for (let i = 0; i < cps.length;) {
    if (!isCjk(cps[i]!.ch)) {
      i++;
      continue;
    }
    let j = i;
    let piece = '';
    while (j < cps.length && isCjk(cps[j]!.ch) && q.includes(piece + normalize(cps[j]!.ch))) piece += normalize(cps[j++]!.ch);
    if (j - i >= minLen) {
      for (let k = i; k < j; k++) for (let u = 0; u < cps[k]!.ch.length; u++) marks[cps[k]!.at + u] = true;
      i = j;
    } else i++;
  }
}

function markWords(text: string, q: string, marks: boolean[]): void {
  const words = q.match(LATIN_WORD) ?? [];
  if (words.length === 0) return;
  const last = q.endsWith(words.at(-1)!) ? words.at(-1)! : '';
  // Function words would light up every question; they count only as the word being typed.
  const content = words.filter((w) => !EN_STOP.has(w));
  const exact = new Set(content);
  const stems = new Set(content.map(stem));
  for (const m of text.matchAll(LATIN_WORD)) {
    const w = normalize(m[0]);
    const hit = exact.has(w) || (w.length > 2 && stems.has(stem(w))) || (last.length >= 2 && w.startsWith(last));
    if (hit) for (let u = 0; u < m[0].length; u++) marks[m.index + u] = true;
  }
}
