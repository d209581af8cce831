import { TypoIndex } from './fuzzy.js';
import { analyze, termKind, type TermKind } from './tokenize.js';
import { plainText } from './text.js';
import type { Hit, KbDoc } from './types.js';

/*
 * BM25F over three fields of each document: the questions (question + similarQuestions), the
 * category label and the answer. The answer is long and says more than the question asks, so it
 * counts as a weaker field.
 */
type Field = 'q' | 'c' | 'a';
const FIELDS: readonly Field[] = ['q', 'c', 'a'];
const FIELD_WEIGHT: Record<Field, number> = { q: 1, c: 0.5, a: 0.3 };
const FIELD_B: Record<Field, number> = { q: 0.5, c: 0.3, a: 0.75 };
const K1 = 1.2;

/** How much each kind of term says: a whole word more than a shared character. */
export const KIND_WEIGHT: Record<TermKind, number> = { word: 1, bigram: 0.5, char: 0.15, pinyin: 0.5 };
/** A word reached through a typo correction counts less than one typed right. */
const TYPO_WEIGHT = 0.7;
/** Coverage credit for a term found only in the answer. */
const ANSWER_ONLY_CREDIT = 0.4;
/** Weak terms in more documents than both of these are skipped when ranking (see tooCommon). */
const COMMON_MIN_DF = 50;
const COMMON_SHARE = 0.05;
/** Characters and pinyin pairs match too easily to say whether a question is on topic. */
const COVERAGE_KINDS = new Set<TermKind>(['word', 'bigram']);
/** How much of a document an answer-only mention counts for in document frequency. */
const ANSWER_DF_SHARE = 0.3;

type FieldTf = Record<Field, number>;

export interface QueryTerm {
  term: string;
  weight: number;
}

function count(terms: string[], field: Field, into: Map<string, FieldTf>): number {
  for (const t of terms) {
    let tf = into.get(t);
    if (!tf) into.set(t, (tf = { q: 0, c: 0, a: 0 }));
    tf[field]++;
  }
  return terms.length;
}

export class Bm25Index {
  /** term → the documents holding it with their per-field counts (kept together: no map lookup per document while scoring). */
  private readonly postings = new Map<string, Array<{ d: number; tf: FieldTf }>>();
  /** Per document and field: the BM25 length normaliser 1 − b + b·len/avg, computed once. */
  private readonly norms: FieldTf[] = [];
  private readonly docTerms: Map<string, FieldTf>[] = [];
  private readonly lengths: FieldTf[] = [];
  private readonly avg: FieldTf = { q: 1, c: 1, a: 1 };
  private readonly typos = new TypoIndex();
  /** The stem each known surface word became, so a corrected typo maps to the right term. */
  private readonly surfaceTerm = new Map<string, string>();
  private readonly df = new Map<string, number>();
  readonly docs: readonly KbDoc[];

  constructor(docs: readonly KbDoc[]) {
    this.docs = docs;
    const totals: FieldTf = { q: 0, c: 0, a: 0 };
    docs.forEach((doc, i) => {
      const terms = new Map<string, FieldTf>();
      const q = analyze([doc.question, ...doc.similarQuestions].join('\n'));
      const c = analyze(doc.category, { pinyin: 'none' });
      const a = analyze(plainText(doc.answer), { pinyin: 'none' });
      const len: FieldTf = { q: count(q.terms, 'q', terms), c: count(c.terms, 'c', terms), a: count(a.terms, 'a', terms) };
      for (const w of [...q.latin, ...c.latin, ...a.latin]) {
        this.typos.add(w.surface);
        if (!this.surfaceTerm.has(w.surface)) this.surfaceTerm.set(w.surface, w.term);
      }
      for (const [t, tf] of terms) {
        let list = this.postings.get(t);
        if (!list) this.postings.set(t, (list = []));
        list.push({ d: i, tf });
      }
      this.docTerms.push(terms);
      this.lengths.push(len);
      for (const f of FIELDS) totals[f] += len[f];
    });
    for (const f of FIELDS) this.avg[f] = Math.max(1, totals[f] / Math.max(1, docs.length));
    for (const [term, list] of this.postings) {
      let df = 0;
      for (const { tf } of list) df += tf.q > 0 || tf.c > 0 ? 1 : ANSWER_DF_SHARE;
      this.df.set(term, df);
    }
    for (const len of this.lengths) {
      this.norms.push({ q: this.norm('q', len.q), c: this.norm('c', len.c), a: this.norm('a', len.a) });
    }
  }

  private norm(f: Field, len: number): number {
    return 1 - FIELD_B[f] + (FIELD_B[f] * len) / this.avg[f];
  }

  get size(): number {
    return this.docs.length;
  }

  /**
   * Document frequency counts a document whose answer merely mentions a term as a fraction of one:
   * answers repeat shop-wide words (运费, refund) that still single out the document asking about them.
   */
  idf(term: string): number {
    const df = this.df.get(term) ?? 0;
    const n = this.docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /** The question as weighted terms; unknown long words also bring their one-edit neighbours. */
  queryTerms(question: string): QueryTerm[] {
    const { terms, latin } = analyze(question, { pinyin: 'unknownBigrams', knows: (t) => this.postings.has(t) });
    const weights = new Map<string, number>();
    const add = (term: string, w: number) => weights.set(term, Math.max(weights.get(term) ?? 0, w));
    for (const t of terms) add(t, KIND_WEIGHT[termKind(t)]);
    for (const w of latin) {
      if (this.postings.has(w.term)) continue;
      const near = this.typos.near(w.surface);
      for (const s of near) {
        const term = this.surfaceTerm.get(s);
        if (term) add(term, TYPO_WEIGHT / near.length);
      }
    }
    return [...weights].map(([term, weight]) => ({ term, weight }));
  }

  /** Per-term contributions to one document's score, for tuning and tests. */
  explain(docId: string, terms: readonly QueryTerm[]): Array<{ term: string; score: number }> {
    const d = this.docs.findIndex((x) => x.docId === docId);
    if (d < 0) return [];
    return terms
      .map(({ term, weight }) => {
        const tf = this.docTerms[d]!.get(term);
        return { term, score: tf ? weight * this.termScore(d, tf, this.idf(term)) : 0 };
      })
      .filter((x) => x.score > 0)
      .sort((a, b) => b.score - a.score);
  }

  private termScore(doc: number, tf: FieldTf, idf: number): number {
    const n = this.norms[doc]!;
    const x = (FIELD_WEIGHT.q * tf.q) / n.q + (FIELD_WEIGHT.c * tf.c) / n.c + (FIELD_WEIGHT.a * tf.a) / n.a;
    return (idf * x * (K1 + 1)) / (K1 + x);
  }


  /** Share of the question's weight (idf × kind) that a document contains: 1 when every term is there. */
  coverage(doc: number, terms: readonly QueryTerm[]): number {
    let total = 0;
    let got = 0;
    const dt = this.docTerms[doc]!;
    for (const { term, weight } of terms) {
      if (!COVERAGE_KINDS.has(termKind(term))) continue;
      const w = weight * this.idf(term);
      total += w;
      const tf = dt.get(term);
      if (!tf) continue;
      got += tf.q > 0 || tf.c > 0 ? w : w * ANSWER_ONLY_CREDIT;
    }
    return total > 0 ? got / total : 0;
  }

  /** The question's total weight (Σ weight × idf): a score divided by it is comparable across questions. */
  queryMass(terms: readonly QueryTerm[]): number {
    return terms.reduce((sum, { term, weight }) => sum + weight * this.idf(term), 0);
  }

  /**
   * A character or pinyin pair found in a large share of a big knowledge base scores next to
   * nothing yet would cost a walk over thousands of documents: it is left out of ranking.
   */
  private tooCommon(term: string, df: number): boolean {
    const kind = termKind(term);
    return (kind === 'char' || kind === 'pinyin') && df > Math.max(COMMON_MIN_DF, COMMON_SHARE * this.docs.length);
  }

  /**
   * The best `limit` documents. Scores accumulate in a flat array and only the top few are kept
   * (no sort of every touched document), which keeps a 10,000-document robot within a millisecond or two.
   */
  search(terms: readonly QueryTerm[], limit: number): Hit[] {
    const scores = new Float64Array(this.docs.length);
    const touched: number[] = [];
    for (const { term, weight } of terms) {
      const list = this.postings.get(term);
      if (!list || this.tooCommon(term, list.length)) continue;
      const idf = this.idf(term);
      for (const { d, tf } of list) {
        if (scores[d] === 0) touched.push(d);
        scores[d]! += weight * this.termScore(d, tf, idf);
      }
    }
    const top: number[] = [];
    for (const d of touched) {
      const s = scores[d]!;
      if (top.length === limit && s <= scores[top[limit - 1]!]!) continue;
      let i = Math.min(top.length, limit - 1);
      if (top.length < limit) top.push(d);
      while (i > 0 && scores[top[i - 1]!]! < s) {
        top[i] = top[i - 1]!;
        i--;
      }
      top[i] = d;
    }
    return top.map((d) => {
      const doc = this.docs[d]!;
      return { docId: doc.docId, doc, score: scores[d]!, coverage: this.coverage(d, terms) };
    });
  }

}
