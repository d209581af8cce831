import type { TermKind } from './tokenize.js';

/* What a question becomes before ranking (see Bm25Index.prepare), shared by the index and the engine. */

/** Field bits of a document's term. */
export const IN_QUESTION = 1;
export const IN_CATEGORY = 2;
export const IN_ANSWER = 4;

export interface QueryTerm {
  term: string;
  /** Vocabulary id, −1 for a term no document has (it still counts in the question's weight). */
  id: number;
  /** Kind weight × share (typo corrections and polyphone readings count less). */
  weight: number;
  idf: number;
  kind: TermKind;
}

export interface PreparedQuery {
  terms: QueryTerm[];
  /** Known terms by vocabulary id, with weight × idf. */
  sorted: Array<{ id: number; w: number }>;
  /** Σ weight × idf over all terms, unknown ones included. */
  mass: number;
  /** Share of the question's word weight in words no document uses (0..1). */
  unseenShare: number;
}

/** The top documents of the first, BM25F pass. */
export interface Candidate {
  doc: number;
  score: number;
}

/** The share of a question's word weight (kind × idf) in words the knowledge base never uses. */
export function unseenShare(terms: readonly QueryTerm[]): number {
  let all = 0;
  let unseen = 0;
  for (const q of terms) {
    if (q.kind !== 'word') continue;
    const w = q.weight * q.idf;
    all += w;
    if (q.id < 0) unseen += w;
  }
  return all > 0 ? unseen / all : 0;
}
