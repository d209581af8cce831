/**
 * Sensitive words (issue 20 item 4, rules S-SW1-SW3 of the server): a tenant's word lists matched in a message, with
 * the matches mapped back to the original text so they can be masked. Pure, for the server's write path and the
 * console's tester alike.
 *
 * - exact: case and width folded (ＢＡＤ is bad); a word starting or ending with a letter of a spaced script
 *   matches only as a whole word (ass is not in class); Chinese and other CJK words match anywhere.
 * - fuzzy: also through inserted spaces, symbols and punctuation (f.u c-k, 傻 * 逼), accents and digits written
 *   for letters (sh1t, @ss); still never inside a longer word.
 *
 * All words of all lists run through one Aho-Corasick automaton per mode, so a check is linear in the text.
 */

import type { SensitiveAction, SensitiveMatchMode } from '../enums.js';

export interface SensitiveListRules {
  words: readonly string[];
  match: SensitiveMatchMode;
  action: SensitiveAction;
}

export interface SensitiveHit {
  /** The list's word that matched (as the tenant wrote it). */
  word: string;
  /** The span of the original text, [start, end). */
  start: number;
  end: number;
  action: SensitiveAction;
  /** Index of the list among those given. */
  list: number;
}

export interface SensitiveResult {
  hits: SensitiveHit[];
  /** The distinct words found, in order of appearance. */
  words: string[];
  /** The strongest action of the lists that matched (block, then hold, then mask); null when nothing matched. */
  action: SensitiveAction | null;
  /** The text with every match's letters and digits replaced by `*`. */
  masked: string;
}

const STRENGTH: Record<SensitiveAction, number> = { mask: 1, hold: 2, block: 3 };
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
/** Letters of scripts written without spaces: a word of them may sit anywhere in a run. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const LATIN_OR_CYRILLIC = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
/** Digits and symbols written for letters, read as those letters in fuzzy matching. */
const LOOKALIKE: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };

interface Folded {
  s: string;
  /** For each code unit of s: the original index where the character that gave it starts, and where it ends. */
  from: number[];
  to: number[];
}

/** exact: NFKC and lower case; fuzzy: also accents and look-alikes, and nothing but letters and digits. One character. */
function foldChar(ch: string, fuzzy: boolean): string {
  let out = ch.normalize('NFKC').toLowerCase();
  if (fuzzy) {
    out = [...out].map((c) => LOOKALIKE[c] ?? c).join('');
    if (LATIN_OR_CYRILLIC.test(out)) out = out.normalize('NFD');
    out = [...out].filter((c) => LETTER_OR_DIGIT.test(c)).join('');
  }
  return out;
}

/** The folds of the ASCII characters, per mode, computed by `foldChar` itself: most text is ASCII, checked per message. */
const ASCII_FOLDS = [false, true].map((fuzzy) => Array.from({ length: 128 }, (_, c) => foldChar(String.fromCharCode(c), fuzzy)));

/** The text folded character by character (`foldChar`), each folded unit mapped back to its character's span. */
function fold(text: string, fuzzy: boolean): Folded {
  const ascii = ASCII_FOLDS[Number(fuzzy)]!;
  let s = '';
  const from: number[] = [];
  const to: number[] = [];
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    let out: string;
    let length = 1;
    if (code < 128) out = ascii[code]!;
    else {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      out = foldChar(ch, fuzzy);
      length = ch.length;
    }
    s += out;
    for (let k = 0; k < out.length; k++) {
      from.push(i);
      to.push(i + length);
    }
    i += length;
  }
  return { s, from, to };
}

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Entries (indexes into the automaton's words) ending here, own and by failure links. */
  out: number[];
}

interface Entry {
  word: string;
  folded: string;
  list: number;
  action: SensitiveAction;
}

/** Aho-Corasick over folded words. */
class Automaton {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, out: [] }];
  constructor(readonly entries: Entry[]) {
    entries.forEach((e, i) => {
      let at = 0;
      for (const c of e.folded) {
        let n = this.nodes[at]!.next.get(c);
        if (n === undefined) {
          n = this.nodes.push({ next: new Map(), fail: 0, out: [] }) - 1;
          this.nodes[at]!.next.set(c, n);
        }
        at = n;
      }
      this.nodes[at]!.out.push(i);
    });
    const queue = [...this.nodes[0]!.next.values()];
    for (let q = 0; q < queue.length; q++) {
      const node = this.nodes[queue[q]!]!;
      for (const [c, child] of node.next) {
        let f = node.fail;
        while (f !== 0 && !this.nodes[f]!.next.has(c)) f = this.nodes[f]!.fail;
        const target = this.nodes[f]!.next.get(c);
        this.nodes[child]!.fail = target !== undefined && target !== child ? target : 0;
        this.nodes[child]!.out.push(...this.nodes[this.nodes[child]!.fail]!.out);
        queue.push(child);
      }
    }
  }

  /** Every (entry, end) pair: end is the index in s just after the match. */
  scan(s: string): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    let at = 0;
    for (let i = 0; i < s.length;) {
      const code = s.charCodeAt(i);
      const c = code >= 0xd800 && code <= 0xdbff ? String.fromCodePoint(s.codePointAt(i)!) : s[i]!;
      while (at !== 0 && !this.nodes[at]!.next.has(c)) at = this.nodes[at]!.fail;
      at = this.nodes[at]!.next.get(c) ?? 0;
      i += c.length;
      for (const e of this.nodes[at]!.out) found.push([e, i]);
    }
    return found;
  }
}

/** A letter of a spaced script directly before the span, or directly after it (nothing between in the original). */
function insideWord(text: string, start: number, end: number): boolean {
  const before = start > 0 ? String.fromCodePoint(text.codePointAt(start - 1)!) : '';
  const lowSurrogateBefore = start > 1 ? text.slice(start - 2, start) : '';
  const prev = /[\uDC00-\uDFFF]/.test(before) ? lowSurrogateBefore : before;
  const next = end < text.length ? String.fromCodePoint(text.codePointAt(end)!) : '';
  const wordy = (c: string) => c !== '' && LETTER_OR_DIGIT.test(c) && !UNSPACED.test(c);
  return wordy(prev) || wordy(next);
}

/** A compiled set of lists: build once per change of the lists, check many texts. */
export class SensitiveMatcher {
  private readonly automata: Array<{ fuzzy: boolean; automaton: Automaton }> = [];

  constructor(lists: readonly SensitiveListRules[]) {
    for (const fuzzy of [false, true]) {
      const entries: Entry[] = [];
      lists.forEach((l, list) => {
        if ((l.match === 'fuzzy') !== fuzzy) return;
        for (const word of l.words) {
          const folded = fold(word.trim(), fuzzy).s;
          if (folded !== '') entries.push({ word: word.trim(), folded, list, action: l.action });
        }
      });
      if (entries.length) this.automata.push({ fuzzy, automaton: new Automaton(entries) });
    }
  }

  get empty(): boolean {
    return this.automata.length === 0;
  }

  check(text: string): SensitiveResult {
    const hits: SensitiveHit[] = [];
    for (const { fuzzy, automaton } of this.automata) {
      const f = fold(text, fuzzy);
      for (const [e, end] of automaton.scan(f.s)) {
        const entry = automaton.entries[e]!;
        const first = end - entry.folded.length;
        const start = f.from[first]!;
        const stop = f.to[end - 1]!;
        // A word beginning or ending with a spaced-script letter is whole: its neighbours in the original may not be letters.
        const edgy = !UNSPACED.test(entry.folded[0]!) || !UNSPACED.test(entry.folded[entry.folded.length - 1]!);
        if (edgy && insideWord(text, start, stop)) continue;
        hits.push({ word: entry.word, start, end: stop, action: entry.action, list: entry.list });
      }
    }
    hits.sort((a, b) => a.start - b.start || b.end - a.end);
    const words = [...new Set(hits.map((h) => h.word))];
    const action = hits.reduce<SensitiveAction | null>((a, h) => (a === null || STRENGTH[h.action] > STRENGTH[a] ? h.action : a), null);
    return { hits, words, action, masked: mask(text, hits) };
  }
}

/** Letters and digits inside any hit become `*`; spaces and symbols between them stay. */
function mask(text: string, hits: readonly SensitiveHit[]): string {
  if (hits.length === 0) return text;
  const covered = new Uint8Array(text.length);
  for (const h of hits) covered.fill(1, h.start, h.end);
  let out = '';
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    out += covered[i] && LETTER_OR_DIGIT.test(ch) ? '*' : ch;
    i += ch.length;
  }
  return out;
}
