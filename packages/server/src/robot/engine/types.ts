/** A knowledge document as the engine sees it: plain data, no storage concerns. */
export interface KbDoc {
  docId: string;
  question: string;
  similarQuestions: string[];
  /** Rich text (HTML allowed); indexed as plain words. */
  answer: string;
  category: string;
  lang: string;
}

export interface Hit {
  docId: string;
  doc: KbDoc;
  /** BM25F score: comparable between documents of one query, not across queries. */
  score: number;
  /**
   * How much of the question (by idf weight, 0..1) this document explains: comparable across
   * queries, so thresholds are set on it.
   */
  coverage: number;
}
