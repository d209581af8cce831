import { EN_GROUPS, EN_IRREGULAR, EN_PHRASES, ZH_CHAR_GROUPS, ZH_GROUPS } from './lexicon.js';
import { stem } from './stem.js';

/*
 * Both documents and questions are rewritten with the lexicon (lexicon.ts), so a question and a
 * document that say the same thing in different words share terms.
 */

interface TrieNode {
  next: Map<string, TrieNode>;
  /** The canonical form when a variant ends here. */
  to?: string;
}

/**
 * Chinese variants in a character trie, matched leftmost-longest in one pass. A canonical form maps to
 * itself, so a shorter variant inside it (约时间 in 预约时间) is not rewritten. (A regular expression
 * alternation of the same thousand variants tried each one at every position: 2× slower index builds.)
 */
const zhTrie: TrieNode = { next: new Map() };
for (const group of ZH_GROUPS) {
  for (const variant of group) {
    let node = zhTrie;
    for (const ch of variant) {
      let child = node.next.get(ch);
      if (!child) node.next.set(ch, (child = { next: new Map() }));
      node = child;
    }
    node.to = group[0]!;
  }
}

function rewriteChinese(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    let node: TrieNode | undefined = zhTrie;
    let end = -1;
    let to = '';
    for (let j = i; j < text.length; j++) {
      node = node.next.get(text[j]!);
      if (!node) break;
      if (node.to !== undefined) {
        end = j + 1;
        to = node.to;
      }
    }
    if (end < 0) {
      out += text[i];
      i++;
    } else {
      out += to;
      i = end;
    }
  }
  return out;
}

const HAN = /\p{Script=Han}/u;
const LATIN = /[a-z]/;

const zhCharMap = new Map<string, string>(ZH_CHAR_GROUPS.flatMap(([canon, ...rest]) => rest.map((v): [string, string] => [v, canon!])));

const enWordMap = new Map<string, string>(
  EN_GROUPS.flatMap(([canon, ...rest]) => [canon!, ...rest].map((v): [string, string] => [stem(v), stem(canon!)])),
);

/** Rewrites Chinese variants and English phrases in normalised text to their group's first form. */
export function canonicalText(text: string): string {
  let out = HAN.test(text) ? rewriteChinese(text) : text;
  if (LATIN.test(out)) for (const [re, to] of EN_PHRASES) out = out.replace(re, to);
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
