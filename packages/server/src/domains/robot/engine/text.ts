/** Text folding shared by indexing and querying, so both sides see the same characters. */

/** NFKC folds full-width Latin, digits and punctuation (ＡＢＣ１２３，) to their ASCII forms; then lowercase. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Scripts written without spaces whose words we also index as character n-grams. */
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;
const HAN = /\p{Script=Han}/u;

export function isCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

export function hasHan(text: string): boolean {
  return HAN.test(text);
}

/** Maximal runs of CJK characters: n-grams are taken inside a run, never across punctuation or Latin text. */
export function cjkRuns(text: string): string[] {
  return text.match(CJK_RUN) ?? [];
}

/** Rich-text answers are indexed as plain words: tags, entities and URLs carry no meaning for matching. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}
