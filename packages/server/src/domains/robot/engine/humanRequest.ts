import { charReadings } from './tokenize.js';
import { editDistance } from './fuzzy.js';
import { HUMAN_REQUEST_PHRASES } from './humanRequestPhrases.js';
import { fold, readSmallTalk } from './smallTalk.js';

/**
 * "A human, please" in a visitor's message (issue 33 item 3, rule RB17): the built-in phrases of the 24 widget
 * locales (humanRequestPhrases.ts) and a channel's own `robotTransferKeywords`, whatever the visitor's locale. Typos
 * are forgiven: one edit in a word of five letters or more (two from eight), its letters swapped, and Chinese
 * homophones (转人公 is 转人工). `rest` is what the message asks besides, as typed: "refund? or let me talk to
 * someone" asks "refund? or let me"; '' when the message is the request alone.
 */
export interface HumanRequest {
  rest: string;
}

const NO_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const HAN = /\p{Script=Han}/u;
const WORD = /[\p{L}\p{N}\p{M}'-]/u;
/** How many words ("a real", "one of your") or characters (个) may stand between a verb and the person asked for. */
const GAP_WORDS = 3;
const GAP_CHARS = 1;
/** Longer messages are stories with a question, read by the knowledge base: not worth scanning. */
const MAX_LENGTH = 600;

interface Pattern {
  /** Folded; words for spaced scripts, the text itself for the others. */
  words: string[];
  text: string;
  noSpace: boolean;
  fuzzy: boolean;
}

function pattern(raw: string, fuzzy: boolean): Pattern {
  const text = fold(raw).s.trim();
  return { text, words: text.split(' '), noSpace: NO_SPACE.test(text), fuzzy };
}

const PHRASES: Pattern[] = [];
const PERSONS: Pattern[] = [];
const VERBS: Pattern[] = [];
const NOT: Pattern[] = [];
const FILLER_WORDS = new Set<string>();
const FILLER_TEXTS: string[] = [];
for (const lists of Object.values(HUMAN_REQUEST_PHRASES)) {
  for (const p of lists.not ?? []) NOT.push(pattern(p, false));
  for (const p of lists.phrases) PHRASES.push(pattern(p, true));
  for (const p of lists.persons) PERSONS.push(pattern(p, true));
  for (const p of lists.verbs) VERBS.push(pattern(p, true));
  for (const f of lists.filler ?? []) {
    const t = fold(f).s.trim();
    if (NO_SPACE.test(t)) FILLER_TEXTS.push(t);
    else for (const w of t.split(' ')) FILLER_WORDS.add(w);
  }
}
FILLER_TEXTS.sort((a, b) => b.length - a.length);

/** Whether a typed word is a pattern's word: the same, one or two edits off, or its letters swapped. */
function sameWord(typed: string, want: string, fuzzy: boolean): boolean {
  if (typed === want) return true;
  if (!fuzzy || want.length < 4 || typed[0] !== want[0]) return false;
  if (typed.length === want.length && [...typed].sort().join('') === [...want].sort().join('')) return true;
  const max = want.length >= 8 ? 2 : 1;
  return want.length >= 5 && editDistance(typed, want, max) <= max;
}

/** Whether two Han characters are the same or share a reading (a homophone typo). */
function sameChar(typed: string, want: string, fuzzy: boolean): boolean {
  if (typed === want) return true;
  if (!fuzzy || !HAN.test(typed) || !HAN.test(want)) return false;
  const readings = charReadings(want);
  return charReadings(typed).some((r) => readings.includes(r));
}

interface Token {
  word: string;
  start: number;
  end: number;
}

function tokens(s: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  while (i < s.length) {
    if (!WORD.test(s[i]!)) {
      i++;
      continue;
    }
    const start = i;
    while (i < s.length && WORD.test(s[i]!)) i++;
    out.push({ word: s.slice(start, i), start, end: i });
  }
  return out;
}

type Span = [number, number];

/** Where a pattern occurs in the folded text: spans of characters. */
function find(s: string, toks: readonly Token[], p: Pattern): Span[] {
  const out: Span[] = [];
  if (p.noSpace) {
    const chars = [...p.text];
    for (let i = 0; i + chars.length <= s.length; i++) {
      if (chars.every((c, k) => sameChar(s[i + k]!, c, p.fuzzy))) out.push([i, i + chars.length]);
    }
    return out;
  }
  for (let i = 0; i + p.words.length <= toks.length; i++) {
    if (p.words.every((w, k) => sameWord(toks[i + k]!.word, w, p.fuzzy))) out.push([toks[i]!.start, toks[i + p.words.length - 1]!.end]);
  }
  return out;
}

/** How far apart two spans are: words between them in spaced text, characters otherwise. */
function gap(s: string, toks: readonly Token[], verb: Span, person: Span): number {
  if (person[0] < verb[1]) return Infinity;
  const between = s.slice(verb[1], person[0]);
  if (NO_SPACE.test(between) || (between.trim() === '' && NO_SPACE.test(s.slice(verb[0], verb[1])))) return [...between.trim()].length;
  return toks.filter((t) => t.start >= verb[1] && t.end <= person[0]).length;
}

/** Whether what is left once the request is taken off asks nothing: fillers, punctuation and small talk only. */
function saysNothing(left: string): boolean {
  let rest = left;
  for (const f of FILLER_TEXTS) rest = rest.split(f).join(' ');
  const words = tokens(rest).filter((t) => !FILLER_WORDS.has(t.word));
  if (words.length === 0) return true;
  return readSmallTalk(words.map((t) => t.word).join(' '))?.rest === '';
}

/** A matcher with a channel's own words (exact, Latin ones as whole words) besides the built-in phrases. */
export function humanRequestMatcher(keywords: readonly string[] = []): (text: string) => HumanRequest | undefined {
  const own = keywords.map((k) => pattern(k, false)).filter((p) => p.text !== '');
  return (text) => {
    if (text.length > MAX_LENGTH) return undefined;
    const { s, at } = fold(text);
    const toks = tokens(s);
    // Only the patterns of the scripts the message has are looked for.
    const cjk = NO_SPACE.test(s);
    const spaced = toks.some((t) => !NO_SPACE.test(t.word));
    const look = (list: readonly Pattern[]) => list.filter((p) => (p.noSpace ? cjk : spaced)).flatMap((p) => find(s, toks, p));
    const not = look(NOT);
    const inside = (x: Span) => not.some((n) => n[0] <= x[0] && x[1] <= n[1]);
    const spans = look([...PHRASES, ...own]).filter((x) => !inside(x));
    const persons = look(PERSONS).filter((x) => !inside(x));
    const verbs = look(VERBS);
    for (const person of persons) {
      const verb = verbs.find((v) => gap(s, toks, v, person) <= (NO_SPACE.test(s.slice(v[0], v[1])) ? GAP_CHARS : GAP_WORDS));
      if (verb) spans.push([verb[0], person[1]]);
    }
    const cut = (list: readonly Span[]) => {
      let left = '';
      let from = 0;
      for (const [a, b] of [...list].sort((x, y) => x[0] - y[0])) {
        if (a > from) left += s.slice(from, a) + ' ';
        from = Math.max(from, b);
      }
      return left + s.slice(from);
    };
    if (spans.length === 0) {
      // A person named alone ("agent please", 人工) asks for them; in a longer question it is only a word.
      return persons.length > 0 && saysNothing(cut([...persons, ...verbs])) ? { rest: '' } : undefined;
    }
    const left = cut([...spans, ...verbs]);
    if (saysNothing(left)) return { rest: '' };
    // The rest as the visitor typed it, without the request.
    let rest = '';
    let from = 0;
    for (const [a, b] of [...spans].sort((x, y) => x[0] - y[0])) {
      if (a > from) rest += text.slice(at[from], at[a]) + ' ';
      from = Math.max(from, b);
    }
    rest += text.slice(at[from]);
    return { rest: rest.replace(/\s+/gu, ' ').trim() };
  };
}
