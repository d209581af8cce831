/** A knowledge document as the engine sees it: plain data, no storage concerns. */
export interface KbDoc {
  docId: string;
  question: string;
  similarQuestions: string[];
  /** Rich text (HTML allowed); indexed as plain words. */
  answer: string;
  category: string;
  lang: string;
  /** Shown under the answer; carried for the reply, never indexed. */
  buttons?: ReadonlyArray<{ text: string; docId: string }>;
}

export interface Hit {
  docId: string;
  doc: KbDoc;
  /** The fused ranking score (fusion.ts): comparable across questions, roughly 0..2. */
  score: number;
  /** BM25F score over the question's total weight. */
  bm25: number;
  /**
   * How much of the question (by idf weight, 0..1) this document explains: comparable across
   * queries, so thresholds are set on it.
   */
  coverage: number;
  /** Weighted Dice between the question and the document's closest question variant (0..1). */
  similarity: number;
  /** Different words of the question found in the document's questions or category. */
  words: number;
  /**
   * Whether the question shares a word or character pair the document is about: one in its category or in at least
   * two of its phrasings (not an incidental word of one phrasing, as 公司 in "want a company invoice").
   */
  anchored: boolean;
}
