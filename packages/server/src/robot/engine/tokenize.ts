import { pinyin } from 'pinyin-pro';
import { EN_STOP, ZH_STOP_CHARS, ZH_STOP_WORDS } from './stopwords.js';
import { stem } from './stem.js';
import { canonicalChar, canonicalStem, canonicalText } from './synonyms.js';
import { cjkRuns, hasHan, isCjk, normalize } from './text.js';

/*
 * Terms of four kinds share one vocabulary, told apart by a prefix:
 *   word      "refund", "退货"   a segmenter word (English: stemmed and canonicalised)
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
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The pinyin term of the bigram at each position of a Han run. */
export function pinyinBigrams(run: string): string[] {
  if (!hasHan(run) || [...run].length < 2) return [];
  const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true });
  const out: string[] = [];
  for (let i = 0; i + 1 < syllables.length; i++) out.push(`p:${syllables[i]} ${syllables[i + 1]}`);
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

/** Normalises text and turns it into terms (words, CJK n-grams, pinyin), stop words removed. */
export function analyze(text: string, opts: AnalyzeOptions = {}): Analysis {
  const norm = canonicalText(normalize(text));
  const terms: string[] = [];
  const latin: LatinWord[] = [];
  for (const seg of segmenter.segment(norm)) {
    if (!seg.isWordLike) continue;
    const word = seg.segment;
    if (isCjk(word)) {
      if (!ZH_STOP_WORDS.has(word) && !(word.length === 1 && ZH_STOP_CHARS.has(word))) terms.push(word);
      continue;
    }
    for (const part of word.split(/[:.]/)) {
      if (part === '' || EN_STOP.has(part)) continue;
      const term = canonicalStem(stem(part));
      if (EN_STOP.has(term)) continue;
      terms.push(term);
      latin.push({ surface: part, term });
    }
  }
  const mode = opts.pinyin ?? 'all';
  for (const run of cjkRuns(norm)) {
    for (const ch of run) if (!ZH_STOP_CHARS.has(ch)) terms.push(`c:${canonicalChar(ch)}`);
    const bigrams = charBigrams(run);
    for (const b of bigrams) if (b) terms.push(b);
    if (mode === 'none') continue;
    const py = pinyinBigrams(run);
    py.forEach((p, i) => {
      const b = bigrams[i];
      if (mode === 'all' || (b !== undefined && !opts.knows?.(b))) terms.push(p);
    });
  }
  return { terms, latin };
}
