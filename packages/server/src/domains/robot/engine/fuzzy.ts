/**
 * Typo tolerance for alphabetic words: candidates within one edit (insert, delete, substitute or
 * swap of neighbours) found through a deletion index (SymSpell's idea), so a lookup costs a few
 * map probes instead of a scan of the vocabulary.
 */
export const MIN_FUZZY_LENGTH = 5;

function deletions(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Optimal string alignment distance, stopping early once it exceeds max. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2]! + 1);
      cur[j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length]!;
}

export class TypoIndex {
  private readonly byDeletion = new Map<string, Set<string>>();
  private readonly words = new Set<string>();

  add(word: string): void {
    if (word.length < MIN_FUZZY_LENGTH || this.words.has(word) || !/^[a-z]+$/.test(word)) return;
    this.words.add(word);
    for (const key of [word, ...deletions(word)]) {
      let set = this.byDeletion.get(key);
      if (!set) this.byDeletion.set(key, (set = new Set()));
      set.add(word);
    }
  }

  /** Known words one edit away from an unknown one (empty for known or short words). */
  near(word: string): string[] {
    if (word.length < MIN_FUZZY_LENGTH || this.words.has(word) || !/^[a-z]+$/.test(word)) return [];
    const found = new Set<string>();
    for (const key of [word, ...deletions(word)]) for (const w of this.byDeletion.get(key) ?? []) found.add(w);
    return [...found].filter((w) => editDistance(word, w, 1) <= 1);
  }
}
