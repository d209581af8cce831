import { charReadings } from './tokenize.js';
import { editDistance } from './fuzzy.js';
import { HUMAN_REQUEST_PHRASES } from './humanRequestPhrases.js';
import { fold, readSmallTalk } from './smallTalk.js';

/**
 * "A human, please" in a visitor's message (issue 33 item 3, rule S-RB17): the built-in phrases of the 24 widget
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
/** What is left of a message once a request is taken off says nothing only when it is this short. */
const SAYS_NOTHING_MAX = 120;
/** Longer messages are stories with a question, read by the knowledge base: not worth scanning. */
const MAX_LENGTH = 600;

interface Pattern {
  /** Folded; words for spaced scripts, characters for the others. */
  words: string[];
  chars: string[];
  text: string;
  noSpace: boolean;
  fuzzy: boolean;
}

function pattern(raw: string, fuzzy: boolean): Pattern {
  const text = fold(raw).s.trim();
  return { text, words: text.split(' '), chars: [...text], noSpace: NO_SPACE.test(text), fuzzy };
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

function push(map: Map<string, Pattern[]>, key: string, p: Pattern): void {
  const list = map.get(key);
  if (list) list.push(p);
  else map.set(key, [p]);
}

/**
 * Patterns by what their first word or character can be (its readings, for a Han character matched by sound), so a
 * message is walked once, not once per pattern: a long Chinese message took 7.6 ms against every pattern in turn.
 */
class PatternIndex {
  private readonly spaced = new Map<string, Pattern[]>();
  private readonly unspaced = new Map<string, Pattern[]>();

  constructor(patterns: readonly Pattern[]) {
    for (const p of patterns) {
      if (p.text === '') continue;
      if (!p.noSpace) push(this.spaced, p.words[0]![0]!, p);
      else {
        const first = p.chars[0]!;
        for (const key of new Set(p.fuzzy && HAN.test(first) ? charReadings(first) : [first])) push(this.unspaced, key, p);
      }
    }
  }

  /**
   * Where the patterns occur in the folded text (spans of characters); keys: what each character of a text in a
   * script without spaces can be (itself, and a Han character's readings), none for other text.
   */
  find(s: string, toks: readonly Token[], keys: ReadonlyArray<readonly string[]>): Span[] {
    const out: Span[] = [];
    if (this.unspaced.size > 0) {
      // A pattern reached through two keys (a character and its reading) may be found twice: spans only mark text.
      for (let i = 0; i < keys.length; i++) {
        for (const key of keys[i]!) {
          for (const p of this.unspaced.get(key) ?? []) {
            if (i + p.chars.length <= s.length && p.chars.every((c, k) => sameChar(s[i + k]!, c, p.fuzzy)))
              out.push([i, i + p.chars.length]);
          }
        }
      }
    }
    toks.forEach((tok, i) => {
      for (const p of this.spaced.get(tok.word[0]!) ?? []) {
        if (i + p.words.length > toks.length) continue;
        if (p.words.every((w, k) => sameWord(toks[i + k]!.word, w, p.fuzzy))) out.push([tok.start, toks[i + p.words.length - 1]!.end]);
      }
    });
    return out;
  }
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
  // Small talk and fillers are short: a longer rest says something.
  if (left.length > SAYS_NOTHING_MAX) return false;
  let rest = left;
  for (const f of FILLER_TEXTS) rest = rest.split(f).join(' ');
  const words = tokens(rest).filter((t) => !FILLER_WORDS.has(t.word));
  if (words.length === 0) return true;
  return readSmallTalk(words.map((t) => t.word).join(' '))?.rest === '';
}

const PHRASE_INDEX = new PatternIndex(PHRASES);
const PERSON_INDEX = new PatternIndex(PERSONS);
const VERB_INDEX = new PatternIndex(VERBS);
const NOT_INDEX = new PatternIndex(NOT);

/** A matcher with a channel's own words (exact, Latin ones as whole words) besides the built-in phrases. */
export function humanRequestMatcher(keywords: readonly string[] = []): (text: string) => HumanRequest | undefined {
  const own = new PatternIndex(keywords.map((k) => pattern(k, false)));
  return (text) => {
    if (text.length > MAX_LENGTH) return undefined;
    const { s, at } = fold(text);
    const toks = tokens(s);
    // By UTF-16 unit, as spans are (an emoji takes two).
    const keys = NO_SPACE.test(s)
      ? Array.from({ length: s.length }, (_, i) => (HAN.test(s[i]!) ? [s[i]!, ...charReadings(s[i]!)] : [s[i]!]))
      : [];
    const not = NOT_INDEX.find(s, toks, keys);
    const inside = (x: Span) => not.some((n) => n[0] <= x[0] && x[1] <= n[1]);
    const spans = [...PHRASE_INDEX.find(s, toks, keys), ...own.find(s, toks, keys)].filter((x) => !inside(x));
    const persons = PERSON_INDEX.find(s, toks, keys).filter((x) => !inside(x));
    const verbs = VERB_INDEX.find(s, toks, keys);
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
