import type { SmallTalkKind } from '@parley/protocol';
import { SMALL_TALK_PHRASES } from './smallTalkPhrases.js';

/**
 * Small talk in a visitor's message (issue 19 item 9, rule S-RB16): hello, thanks, "anyone there?", goodbye, in the
 * 24 widget locales. `rest` is what the visitor asks besides (the original text, '' when nothing): "hello, how
 * do I return an item?" is a greeting whose rest is the question; "Hello from the product page" is a greeting
 * only. Phrases of every locale are matched, whatever the visitor's locale: people greet in their own language.
 */
export interface SmallTalk {
  kind: SmallTalkKind;
  rest: string;
}

type Role = SmallTalkKind | 'filler';
interface Phrase {
  text: string;
  role: Role;
  /** Counts only when the rest of its clause is small talk too. */
  alone: boolean;
  noSpace: boolean;
}

const NO_SPACE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** Word characters; apostrophes and hyphens keep "that's", "c'est" and "кто-нибудь" whole. */
const WORD = /[\p{L}\p{N}\p{M}'-]/u;
const SPACE = /\s/u;
const QUESTION_MARK = /[?？؟¿]/u;
/** Question words of the languages visitors of a shop most write in; elsewhere the question mark tells. */
const ASKS_LATIN = /(^| )(how|what|whats|where|when|why|which|who|can|could|do|does|did|is|are|will|would|should|may|any)( |$)/u;
const ASKS_CJK =
  /[吗嗎么麼嘛呢怎哪几幾啥问問]|什么|什麼|多少|多久|如何|为什么|為什麼|可以|是否|有没有|有沒有|ですか|ますか|どう|いつ|どこ|なぜ|いくら/u;
/** A social clause ("from the product page", 我是新用户) is short; a longer one says something. */
const SOCIAL_MAX_WORDS = 6;
const SOCIAL_MAX_CHARS = 8;
/** Longer messages are questions or stories, never small talk alone: not worth scanning. */
const MAX_LENGTH = 400;

const PRIORITY: readonly SmallTalkKind[] = ['presence', 'goodbye', 'thanks', 'greeting'];

const FOLD: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ي: 'ی',
  ى: 'ی',
  ك: 'ک',
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
};
const ACCENTED = /[\p{Script=Latin}\p{Script=Cyrillic}]/u;
const MARK = /\p{M}/u;
/** Zero-width characters, the Arabic tatweel and vowel marks: the same word with or without them. */
function dropped(code: number): boolean {
  return (code >= 0x200b && code <= 0x200d) || code === 0xfeff || code === 0x640 || (code >= 0x64b && code <= 0x65f) || code === 0x670;
}

/**
 * Case, width, Latin and Cyrillic accents, Arabic vowel marks, hamza and Persian letter forms folded, runs of
 * spaces made one; `at[i]` is the index in the original text of the character that gave `s[i]`.
 */
export function fold(text: string): { s: string; at: number[] } {
  let s = '';
  const at: number[] = [];
  let prev = '';
  for (let i = 0; i < text.length;) {
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    let out: string;
    if (dropped(ch.codePointAt(0)!) || (MARK.test(ch) && ACCENTED.test(prev))) out = '';
    else if (SPACE.test(ch)) out = s.endsWith(' ') || s === '' ? '' : ' ';
    else {
      out = [...ch.normalize('NFKC').toLowerCase()].map((c) => FOLD[c] ?? c).join('');
      if (ACCENTED.test(out)) out = out.normalize('NFD').replace(/\p{M}+/gu, '');
      prev = ch;
    }
    s += out;
    for (let k = 0; k < out.length; k++) at.push(i);
    i += ch.length;
  }
  at.push(text.length);
  return { s, at };
}

function phrase(raw: string, role: Role): Phrase {
  const alone = raw.startsWith('!');
  const text = fold(alone ? raw.slice(1) : raw).s.trim();
  return { text, role, alone, noSpace: NO_SPACE.test(text) };
}

/** Phrases by their first and last character, longest first. */
function indexBy(phrases: Phrase[], key: (p: Phrase) => string): Map<string, Phrase[]> {
  const out = new Map<string, Phrase[]>();
  for (const p of [...phrases].sort((a, b) => b.text.length - a.text.length)) {
    const k = key(p);
    out.set(k, [...(out.get(k) ?? []), p]);
  }
  return out;
}

const ALL: Phrase[] = [];
const SOCIAL: string[] = [];
for (const lists of Object.values(SMALL_TALK_PHRASES)) {
  for (const role of ['greeting', 'thanks', 'presence', 'goodbye', 'filler'] as const) {
    for (const raw of lists[role] ?? []) ALL.push(phrase(raw, role));
  }
  // Social starts keep their trailing space: "from " is a word, not the start of "fromage".
  for (const raw of lists.social ?? []) SOCIAL.push(fold(raw).s);
}
const BY_FIRST = indexBy(ALL, (p) => p.text[0]!);
const BY_LAST = indexBy(
  ALL.filter((p) => p.role !== 'filler' && !p.alone),
  (p) => p.text[p.text.length - 1]!,
);

function skipSpaces(s: string, pos: number, end: number): number {
  while (pos < end && s[pos] === ' ') pos++;
  return pos;
}

interface Taken {
  kinds: SmallTalkKind[];
  pos: number;
}

/** Small talk from pos on, as much as can be taken from the clause's start (a phrase needs a word boundary after it unless it is written without spaces). */
function lead(s: string, pos: number, end: number, afterKind: boolean): Taken {
  pos = skipSpaces(s, pos, end);
  if (pos >= end) return { kinds: [], pos: end };
  for (const p of BY_FIRST.get(s[pos]!) ?? []) {
    const stop = pos + p.text.length;
    if (stop > end || !s.startsWith(p.text, pos)) continue;
    if (stop < end && !p.noSpace && s[stop] !== ' ') continue;
    const after = lead(s, stop, end, afterKind || p.role !== 'filler');
    const allTalk = after.pos >= end;
    if (p.alone && !allTalk) continue;
    // A filler is kept between small talk, or after it in spaced scripts (in 你好你们… the 你 is not a filler).
    if (p.role === 'filler' && !allTalk && after.kinds.length === 0 && !(afterKind && !p.noSpace)) continue;
    return { kinds: p.role === 'filler' ? after.kinds : [p.role, ...after.kinds], pos: after.pos };
  }
  return { kinds: [], pos };
}

/** Small talk ending the clause ("how do I return it thanks", 怎么退货谢谢), back to start at most. */
function trail(s: string, start: number, end: number): Taken {
  const kinds: SmallTalkKind[] = [];
  for (;;) {
    while (end > start && s[end - 1] === ' ') end--;
    if (end <= start) return { kinds, pos: end };
    const found = (BY_LAST.get(s[end - 1]!) ?? []).find((p) => {
      const from = end - p.text.length;
      return from > start && s.startsWith(p.text, from) && (p.noSpace || s[from - 1] === ' ');
    });
    if (!found) return { kinds, pos: end };
    kinds.push(found.role as SmallTalkKind);
    end -= found.text.length;
  }
}

/**
 * A short clause that starts as an introduction or a thank-you's object and asks nothing after that start
 * ("from the product page", "this is Anna", 我是新用户; not 我是想问退货).
 */
function social(content: string, marked: boolean): boolean {
  if (marked) return false;
  const short = NO_SPACE.test(content) ? content.length <= SOCIAL_MAX_CHARS : content.split(' ').length <= SOCIAL_MAX_WORDS;
  const start = short ? SOCIAL.find((st) => (content + ' ').startsWith(st)) : undefined;
  if (start === undefined) return false;
  const after = content.slice(start.length);
  return !ASKS_LATIN.test(after) && !ASKS_CJK.test(after);
}

/** The small talk of a message, or undefined when it has none (then it is an ordinary question). */
export function readSmallTalk(text: string): SmallTalk | undefined {
  if (text.length > MAX_LENGTH) return undefined;
  const { s, at } = fold(text);
  const kinds: SmallTalkKind[] = [];
  // Each clause's words left once small talk is taken off; `through` takes in its closing punctuation.
  const contents: Array<{ start: number; end: number; through: number; marked: boolean }> = [];
  let pos = 0;
  while (pos < s.length) {
    // A clause runs to the next character that is neither a word's nor a space: punctuation, emoji, symbols.
    let end = pos;
    while (end < s.length && (WORD.test(s[end]!) || s[end] === ' ')) end++;
    const taken = lead(s, pos, end, false);
    kinds.push(...taken.kinds);
    if (taken.pos < end) {
      const tail = trail(s, taken.pos, end);
      kinds.push(...tail.kinds);
      let stop = end;
      while (stop < s.length && !WORD.test(s[stop]!)) stop++;
      const through = tail.pos < end ? tail.pos : stop;
      contents.push({ start: taken.pos, end: tail.pos, through, marked: QUESTION_MARK.test(s.slice(end, stop)) });
    }
    pos = end + 1;
  }
  if (kinds.length === 0) return undefined;
  const said = contents.filter((c) => !social(s.slice(c.start, c.end), c.marked));
  const kind = PRIORITY.find((k) => kinds.includes(k))!;
  if (said.length === 0) return { kind, rest: '' };
  return { kind, rest: text.slice(at[said[0]!.start], at[said[said.length - 1]!.through]).trim() };
}
