import { EN_GROUPS, EN_IRREGULAR, EN_PHRASES, ZH_CHAR_GROUPS, ZH_GROUPS } from './lexicon.js';
import { stem } from './stem.js';

/*
 * Both documents and questions are rewritten with the lexicon (lexicon.ts), so a question and a
 * document that say the same thing in different words share terms.
 */

// A canonical form maps to itself, so a shorter variant inside it (约时间 in 预约时间) is not rewritten.
const zhReplacements: Array<[string, string]> = ZH_GROUPS.flatMap((group) => group.map((v): [string, string] => [v, group[0]!]))
  .sort((a, b) => b[0].length - a[0].length);
const zhPattern = new RegExp(zhReplacements.map(([v]) => v).join('|'), 'g');
const zhMap = new Map(zhReplacements);

const zhCharMap = new Map<string, string>(ZH_CHAR_GROUPS.flatMap(([canon, ...rest]) => rest.map((v): [string, string] => [v, canon!])));

const enWordMap = new Map<string, string>(
  EN_GROUPS.flatMap(([canon, ...rest]) => [canon!, ...rest].map((v): [string, string] => [stem(v), stem(canon!)])),
);

/** Rewrites Chinese variants and English phrases in normalised text to their group's first form. */
export function canonicalText(text: string): string {
  let out = text.replace(zhPattern, (m) => zhMap.get(m) ?? m);
  for (const [re, to] of EN_PHRASES) out = out.replace(re, to);
  return out;
}

/** The canonical stem of an English stem. */
export function canonicalStem(s: string): string {
  return enWordMap.get(s) ?? s;
}

/** The canonical form of a single Chinese character (for unigram terms). */
export function canonicalChar(ch: string): string {
  return zhCharMap.get(ch) ?? ch;
}

/** An English word's base form where a suffix stemmer cannot find it (bought → buy). */
export function baseForm(word: string): string {
  return EN_IRREGULAR[word] ?? word;
}
