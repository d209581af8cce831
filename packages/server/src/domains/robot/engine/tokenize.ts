import { pinyin } from 'pinyin-pro';
import { EN_STOP, ZH_STOP_CHARS, ZH_STOP_WORDS } from './stopwords.js';
import { stem } from './stem.js';
import { baseForm, canonicalChar, canonicalStem, canonicalText } from './synonyms.js';
import { cjkRuns, hasHan, normalize } from './text.js';

/*
 * Terms of four kinds share one vocabulary, told apart by a prefix:
 *   word      "refund", "退货"   a word (CJK: Intl.Segmenter; Latin: letters/digits, stemmed and canonicalised)
 *   b:xy      "b:退货"           a CJK character bigram: survives segmenter disagreements
 *   c:x       "c:票"             a CJK character: a weak signal for paraphrases sharing one character
 *   p:a b     "p:tui huo"        the toneless pinyin of a Han bigram: homophone typos (退或) still meet
 */
export type TermKind = 'word' | 'bigram' | 'char' | 'pinyin';

export function termKind(term: string): TermKind {
  if (term[1] === ':') {
    if (term[0] === 'b') return 'bigram';
    if (term[0] === 'c') return 'char';
    if (term[0] === 'p') return 'pinyin';
  }
  return 'word';
}

export interface LatinWord {
  /** The word as typed (normalised), for typo lookup. */
  surface: string;
  /** Its canonical stem, the term it became. */
  term: string;
}

export interface Analysis {
  terms: string[];
  /** Non-CJK words with their surface forms, so a typo can be looked up against the vocabulary's. */
  latin: LatinWord[];
  /** A pinyin term's share of its position (1 / number of reading pairs), so a polyphone does not weigh more. */
  pinyinShare: Map<string, number>;
}

export interface AnalyzeOptions {
  /**
   * Pinyin terms: documents index them for every bigram of the question fields; a query brings
   * only those of bigrams the vocabulary lacks (a likely typo), so a correctly typed bigram is not
   * counted twice. Off for the long answer text, where they cost time and add little.
   */
  pinyin?: 'all' | 'unknownBigrams' | 'none';
  /** Whether a bigram is in the vocabulary (needed for 'unknownBigrams'). */
  knows?: (term: string) => boolean;
  /**
   * CJK words from Intl.Segmenter (default true). The segmenter is the slowest step of indexing;
   * without it a text still gives its CJK bigrams and characters.
   */
  cjkWords?: boolean;
  /** A knowledge base's own synonyms, applied to the normalised text before the general lexicon. */
  rewrite?: (normalised: string) => string;
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Readings of one Han character (its first two readings for a polyphone), cached: a few thousand characters cover any text. */
const readings = new Map<string, readonly string[]>();
const MAX_READINGS = 3;
export function charReadings(ch: string): readonly string[] {
  let r = readings.get(ch);
  if (!r) {
    const all = hasHan(ch) ? pinyin(ch, { toneType: 'none', type: 'array', v: true, multiple: true }) : [];
    r = [...new Set(all)].slice(0, MAX_READINGS);
    if (r.length === 0) r = [ch];
    if (readings.size < 50_000) readings.set(ch, r);
  }
  return r;
}

/**
 * The pinyin terms of the bigram at each position of a Han run. Every reading of a polyphone
 * counts (还 is hai and huan), so a typo meets the word whichever reading the context would pick.
 */
export function pinyinBigrams(run: string): string[][] {
  const chars = [...run];
  if (chars.length < 2 || !hasHan(run)) return [];
  const out: string[][] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = charReadings(chars[i]!);
    const b = charReadings(chars[i + 1]!);
    const terms: string[] = [];
    for (const x of a) for (const y of b) terms.push(`p:${x} ${y}`);
    out.push(terms);
  }
  return out;
}

/** Character bigrams of a run, one per position (undefined where a stop character makes it noise). */
export function charBigrams(run: string): Array<string | undefined> {
  const chars = [...run];
  const out: Array<string | undefined> = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const a = chars[i]!;
    const b = chars[i + 1]!;
    out.push(ZH_STOP_CHARS.has(a) || ZH_STOP_CHARS.has(b) ? undefined : `b:${canonicalChar(a)}${canonicalChar(b)}`);
  }
  return out;
}

/** English contractions: the negation is kept as a word (hasn't shipped ≠ has shipped), the rest drops. */
const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon['’]t\b/g, 'will not'],
  [/\bcan['’]t\b/g, 'can not'],
  [/n['’]t\b/g, ' not'],
  [/['’](s|re|ve|ll|d|m)\b/g, ''],
];

export function expandContractions(text: string): string {
  let out = text;
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  return out;
}

/** Words of scripts written with spaces: letters and digits outside CJK runs. */
const LATIN_WORD = /(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])[\p{L}\p{N}])+/gu;

/** Normalises text and turns it into terms (words, CJK n-grams, pinyin), stop words removed. */
export function analyze(text: string, opts: AnalyzeOptions = {}): Analysis {
  const normal = normalize(text);
  const norm = canonicalText(expandContractions(opts.rewrite ? opts.rewrite(normal) : normal));
  const terms: string[] = [];
  const latin: LatinWord[] = [];
  const pinyinShare = new Map<string, number>();
  for (const part of norm.match(LATIN_WORD) ?? []) {
    if (EN_STOP.has(part)) continue;
    const term = canonicalStem(stem(baseForm(part)));
    if (EN_STOP.has(term)) continue;
    terms.push(term);
    latin.push({ surface: part, term });
  }
  const mode = opts.pinyin ?? 'all';
  const words = opts.cjkWords ?? true;
  for (const run of cjkRuns(norm)) {
    if (words) {
      for (const seg of segmenter.segment(run)) {
        const word = seg.segment;
        if (!ZH_STOP_WORDS.has(word) && !(word.length === 1 && ZH_STOP_CHARS.has(word))) terms.push(word);
      }
    }
    for (const ch of run) if (!ZH_STOP_CHARS.has(ch)) terms.push(`c:${canonicalChar(ch)}`);
    const bigrams = charBigrams(run);
    for (const b of bigrams) if (b) terms.push(b);
    if (mode === 'none') continue;
    const py = pinyinBigrams(run);
    py.forEach((ps, i) => {
      const b = bigrams[i];
      if (mode === 'all' || (b !== undefined && !opts.knows?.(b))) {
        for (const p of ps) {
          terms.push(p);
          pinyinShare.set(p, Math.max(pinyinShare.get(p) ?? 0, 1 / ps.length));
        }
      }
    });
  }
  return { terms, latin, pinyinShare };
}
