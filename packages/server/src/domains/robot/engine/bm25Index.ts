import { TypoIndex } from './fuzzy.js';
import { analyze, termKind, type TermKind } from './tokenize.js';
import { plainText } from './text.js';
import type { KbDoc } from './types.js';
import { IN_ANSWER, IN_CATEGORY, IN_QUESTION, unseenShare, type Candidate, type PreparedQuery, type QueryTerm } from './queryTerms.js';
import { bsearch, grow } from './typedArrays.js';

/*
 * BM25F over three fields of each document: the questions (question + similarQuestions), the
 * category label and the answer. The answer is long and says more than the question asks, so it
 * counts as a weaker field. Each question variant is also kept as its own sorted term-id list, so
 * the best single variant can be compared with the question (see fusion.ts).
 *
 * Everything a query touches is precomputed in typed arrays: per term, the documents holding it
 * and the term's whole BM25F contribution to each (its "impact"), so ranking is a sum of
 * weight × impact over a few posting lists into one reused score array.
 */
const FIELD_WEIGHT = { q: 1, c: 0.5, a: 0.3 } as const;
const FIELD_B = { q: 0.5, c: 0.3, a: 0.75 } as const;
const K1 = 1.2;

/** How much each kind of term says: a whole word more than a shared character. */
export const KIND_WEIGHT: Record<TermKind, number> = { word: 1, bigram: 0.5, char: 0.15, pinyin: 0.5 };
const KIND_CODE: Record<TermKind, number> = { word: 0, bigram: 1, char: 2, pinyin: 3 };
const KIND_BY_CODE: readonly TermKind[] = ['word', 'bigram', 'char', 'pinyin'];
/** A word reached through a typo correction counts less than one typed right. */
const TYPO_WEIGHT = 0.7;
/** Coverage credit for a term found only in the answer. */
const ANSWER_ONLY_CREDIT = 0.4;
/** Weak terms in more documents than both of these are skipped when ranking (see tooCommon). */
const COMMON_MIN_DF = 50;
const COMMON_SHARE = 0.05;
/** How much of a document an answer-only mention counts for in document frequency. */
const ANSWER_DF_SHARE = 0.3;

/** A document analysed: term ids with per-field counts, variants as id lists. */
interface DocRow {
  ids: Int32Array;
  fields: Uint8Array;
  variants: Int32Array[];
}

export class Bm25Index {
  readonly docs: readonly KbDoc[];
  private readonly vocab = new Map<string, number>();
  private kinds: number[] = [];
  private idfs = new Float64Array(0);
  private postDocs: Int32Array[] = [];
  private postImpact: Float32Array[] = [];
  private readonly rows: DocRow[] = [];
  /** Σ kind weight × idf of each variant's terms, for the similarity's precision side. */
  private variantMass: Float64Array[] = [];
  private readonly lengths: number[] = []; // three per document
  private readonly typos = new TypoIndex();
  /** The stem each known surface word became, so a corrected typo maps to the right term. */
  private readonly surfaceTerm = new Map<string, string>();
  private scores = new Float64Array(0);
  private touched = new Int32Array(0);
  private maxIdf = 0;

  private constructor(
    docs: readonly KbDoc[],
    /** The knowledge base's own synonyms (see analyze), for documents and questions alike. */
    readonly rewrite?: (normalised: string) => string,
  ) {
    this.docs = docs;
  }

  /** Builds the whole index at once (tests, small knowledge bases). */
  static build(docs: readonly KbDoc[], rewrite?: (normalised: string) => string): Bm25Index {
    const index = new Bm25Index(docs, rewrite);
    for (const _ of index.steps()) {
      // run to completion
    }
    return index;
  }

  /**
   * Builds without holding the event loop: work runs in slices of about sliceMs, with a
   * setImmediate turn between them, so other requests go on while a large robot indexes.
   */
  static async buildAsync(docs: readonly KbDoc[], rewrite?: (normalised: string) => string, sliceMs = 8): Promise<Bm25Index> {
    const index = new Bm25Index(docs, rewrite);
    const steps = index.steps();
    for (;;) {
      const until = performance.now() + sliceMs;
      let done = false;
      do {
        if (steps.next().done) {
          done = true;
          break;
        }
      } while (performance.now() < until);
      if (done) return index;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  get size(): number {
    return this.docs.length;
  }

  private termId(term: string): number {
    let id = this.vocab.get(term);
    if (id === undefined) {
      id = this.kinds.length;
      this.vocab.set(term, id);
      this.kinds.push(KIND_CODE[termKind(term)]);
    }
    return id;
  }

  /**
   * The build as small steps (one document, or a batch of terms, each): each document's fields
   * are analysed and its postings recorded in flat growable arrays; then, once document
   * frequencies and average lengths are known, each term's impacts are computed.
   */
  private *steps(): Generator<void> {
    const n = this.docs.length;
    // Postings as flat columns (term, doc, tf per field), grouped by term afterwards.
    let size = 0;
    let pTerm = new Int32Array(1 << 16);
    let pDoc = new Int32Array(1 << 16);
    let pTf = new Uint16Array(3 << 16);
    const totals = [0, 0, 0];
    const counts = new Map<number, number>();
    for (let d = 0; d < n; d++) {
      const doc = this.docs[d]!;
      counts.clear();
      const count = (ids: ArrayLike<number>, f: number) => {
        for (let k = 0; k < ids.length; k++) {
          const id = ids[k]!;
          let at = counts.get(id);
          if (at === undefined) {
            if (size === pTerm.length) {
              pTerm = grow(pTerm);
              pDoc = grow(pDoc);
              pTf = grow(pTf);
            }
            at = size++;
            counts.set(id, at);
            pTerm[at] = id;
            pDoc[at] = d;
            pTf[3 * at] = pTf[3 * at + 1] = pTf[3 * at + 2] = 0;
          }
          if (pTf[3 * at + f]! < 65535) pTf[3 * at + f]!++;
        }
        this.lengths.push(ids.length);
        totals[f]! += ids.length;
      };
      const variants: Int32Array[] = [];
      const qIds: number[] = [];
      for (const text of [doc.question, ...doc.similarQuestions]) {
        const a = analyze(text, { rewrite: this.rewrite });
        const ids = a.terms.map((t) => this.termId(t));
        for (const id of ids) qIds.push(id);
        variants.push(Int32Array.from(new Set(ids)).sort());
        this.learnSurfaces(a.latin);
      }
      count(qIds, 0);
      const c = analyze(doc.category, { pinyin: 'none', rewrite: this.rewrite });
      this.learnSurfaces(c.latin);
      count(
        c.terms.map((t) => this.termId(t)),
        1,
      );
      const a = analyze(plainText(doc.answer), { pinyin: 'none', rewrite: this.rewrite });
      this.learnSurfaces(a.latin);
      count(
        a.terms.map((t) => this.termId(t)),
        2,
      );
      const ids = Int32Array.from(counts.keys()).sort();
      const bits = new Uint8Array(ids.length);
      ids.forEach((id, i) => {
        const at = counts.get(id)!;
        bits[i] = (pTf[3 * at]! > 0 ? IN_QUESTION : 0) | (pTf[3 * at + 1]! > 0 ? IN_CATEGORY : 0) | (pTf[3 * at + 2]! > 0 ? IN_ANSWER : 0);
      });
      this.rows.push({ ids, fields: bits, variants });
      yield;
    }
    const avg = totals.map((t) => Math.max(1, t / Math.max(1, n)));
    const fw = [FIELD_WEIGHT.q, FIELD_WEIGHT.c, FIELD_WEIGHT.a];
    const fb = [FIELD_B.q, FIELD_B.c, FIELD_B.a];
    const norms = new Float64Array(this.lengths.length);
    for (let i = 0; i < this.lengths.length; i++) {
      const f = i % 3;
      norms[i] = 1 - fb[f]! + (fb[f]! * this.lengths[i]!) / avg[f]!;
    }
    // Group postings by term (counting sort: postings of a term stay in document order).
    const terms = this.kinds.length;
    const start = new Int32Array(terms + 1);
    for (let i = 0; i < size; i++) start[pTerm[i]! + 1]!++;
    for (let t = 0; t < terms; t++) start[t + 1]! += start[t]!;
    yield;
    const order = new Int32Array(size);
    const fill = start.slice(0, terms);
    for (let i = 0; i < size; i++) order[fill[pTerm[i]!]!++] = i;
    yield;
    this.idfs = new Float64Array(terms);
    this.postDocs = new Array<Int32Array>(terms);
    this.postImpact = new Array<Float32Array>(terms);
    this.maxIdf = Math.log(1 + (n + 0.5) / 0.5);
    for (let id = 0; id < terms; id++) {
      const from = start[id]!;
      const to = start[id + 1]!;
      // Document frequency counts a document whose answer merely mentions a term as a fraction of one:
      // answers repeat shop-wide words (运费, refund) that still single out the document asking about them.
      let df = 0;
      for (let k = from; k < to; k++) {
        const i = order[k]!;
        df += pTf[3 * i]! > 0 || pTf[3 * i + 1]! > 0 ? 1 : ANSWER_DF_SHARE;
      }
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      this.idfs[id] = idf;
      const docs = new Int32Array(to - from);
      const impact = new Float32Array(to - from);
      for (let k = from; k < to; k++) {
        const i = order[k]!;
        const d = pDoc[i]!;
        let x = 0;
        for (let f = 0; f < 3; f++) x += (fw[f]! * pTf[3 * i + f]!) / norms[3 * d + f]!;
        docs[k - from] = d;
        impact[k - from] = (idf * x * (K1 + 1)) / (K1 + x);
      }
      this.postDocs[id] = docs;
      this.postImpact[id] = impact;
      if (id % 2000 === 1999) yield;
    }
    const kindWeight = Float64Array.from(KIND_BY_CODE, (k) => (k === 'pinyin' ? 0 : KIND_WEIGHT[k]));
    for (let d = 0; d < n; d++) {
      this.variantMass.push(
        Float64Array.from(this.rows[d]!.variants, (v) => {
          let m = 0;
          for (const id of v) m += kindWeight[this.kinds[id]!]! * this.idfs[id]!;
          return m;
        }),
      );
      if (d % 1000 === 999) yield;
    }
    this.scores = new Float64Array(n);
    this.touched = new Int32Array(n);
  }

  private learnSurfaces(latin: ReadonlyArray<{ surface: string; term: string }>): void {
    for (const w of latin) {
      this.typos.add(w.surface);
      if (!this.surfaceTerm.has(w.surface)) this.surfaceTerm.set(w.surface, w.term);
    }
  }

  idf(term: string): number {
    const id = this.vocab.get(term);
    return id === undefined ? this.maxIdf : this.idfs[id]!;
  }

  /** The question as weighted terms; unknown long words also bring their one-edit neighbours. */
  queryTerms(question: string): QueryTerm[] {
    const { terms, latin } = analyze(question, { pinyin: 'unknownBigrams', knows: (t) => this.vocab.has(t), rewrite: this.rewrite });
    const weights = new Map<string, number>();
    const add = (term: string, w: number) => weights.set(term, Math.max(weights.get(term) ?? 0, w));
    for (const t of terms) {
      const kind = termKind(t);
      add(t, KIND_WEIGHT[kind]);
    }
    for (const w of latin) {
      if (this.vocab.has(w.term)) continue;
      const near = this.typos.near(w.surface);
      for (const s of near) {
        const term = this.surfaceTerm.get(s);
        if (term) add(term, TYPO_WEIGHT / near.length);
      }
    }
    const out: QueryTerm[] = [];
    for (const [term, weight] of weights) {
      const id = this.vocab.get(term) ?? -1;
      out.push({ term, id, weight, idf: id < 0 ? this.maxIdf : this.idfs[id]!, kind: termKind(term) });
    }
    return out;
  }

  /**
   * A character or pinyin pair found in a large share of a big knowledge base scores next to
   * nothing yet would cost a walk over thousands of documents: it is left out of ranking.
   */
  private tooCommon(q: QueryTerm, df: number): boolean {
    return (q.kind === 'char' || q.kind === 'pinyin') && df > Math.max(COMMON_MIN_DF, COMMON_SHARE * this.docs.length);
  }

  /**
   * The best `limit` documents by BM25F. Scores accumulate in one reused array and only the top
   * few are kept (no sort of every touched document).
   */
  search(terms: readonly QueryTerm[], limit: number): Candidate[] {
    const scores = this.scores;
    const touched = this.touched;
    let nTouched = 0;
    for (const q of terms) {
      if (q.id < 0) continue;
      const docs = this.postDocs[q.id]!;
      if (this.tooCommon(q, docs.length)) continue;
      const impact = this.postImpact[q.id]!;
      const w = q.weight;
      for (let i = 0; i < docs.length; i++) {
        const d = docs[i]!;
        if (scores[d] === 0) touched[nTouched++] = d;
        scores[d]! += w * impact[i]!;
      }
    }
    const top: number[] = [];
    for (let k = 0; k < nTouched; k++) {
      const d = touched[k]!;
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
    const out = top.map((d) => ({ doc: d, score: scores[d]! }));
    for (let k = 0; k < nTouched; k++) scores[touched[k]!] = 0;
    return out;
  }

  /** The question analysed once for every signal. */
  prepare(question: string): PreparedQuery {
    const terms = this.queryTerms(question);
    const sorted = terms
      .filter((q) => q.id >= 0)
      .map((q) => ({ id: q.id, w: q.weight * q.idf }))
      .sort((a, b) => a.id - b.id);
    return { terms, sorted, mass: this.queryMass(terms), unseenShare: unseenShare(terms) };
  }

  /** The question's total weight (Σ weight × idf): a score divided by it is comparable across questions. */
  queryMass(terms: readonly QueryTerm[]): number {
    let m = 0;
    for (const q of terms) m += q.weight * q.idf;
    return m;
  }

  /** Field bits of a term in a document (0 when absent). */
  fieldsOf(doc: number, id: number): number {
    if (id < 0) return 0;
    const row = this.rows[doc]!;
    const i = bsearch(row.ids, id);
    return i < 0 ? 0 : row.fields[i]!;
  }

  /**
   * Share of the question's word and bigram weight (idf × kind) that a document contains: 1 when
   * every term is there; an answer-only mention counts partly. Characters and pinyin pairs match
   * too easily to say whether a question is on topic.
   */
  coverage(doc: number, terms: readonly QueryTerm[]): number {
    let total = 0;
    let got = 0;
    for (const q of terms) {
      if (q.kind !== 'word' && q.kind !== 'bigram') continue;
      const w = q.weight * q.idf;
      total += w;
      const f = this.fieldsOf(doc, q.id);
      if (f === 0) continue;
      got += f & (IN_QUESTION | IN_CATEGORY) ? w : w * ANSWER_ONLY_CREDIT;
    }
    return total > 0 ? got / total : 0;
  }

  /** How many different words of the question a document's questions or category use (answer-only mentions aside). */
  questionWords(doc: number, terms: readonly QueryTerm[]): number {
    const seen = new Set<number>();
    for (const q of terms) {
      if (q.kind === 'word' && !seen.has(q.id) && this.fieldsOf(doc, q.id) & (IN_QUESTION | IN_CATEGORY)) seen.add(q.id);
    }
    return seen.size;
  }

  /**
   * Whether the question shares with a document a word or bigram that document is about: in its category, or in two
   * or more of its phrasings (see Hit.anchored). A one-phrasing document has no such term but its own words.
   */
  anchored(doc: number, terms: readonly QueryTerm[]): boolean {
    const variants = this.rows[doc]!.variants;
    const needed = Math.min(2, variants.length);
    for (const q of terms) {
      if (q.kind !== 'word' && q.kind !== 'bigram') continue;
      const f = this.fieldsOf(doc, q.id);
      if (f & IN_CATEGORY) return true;
      if (!(f & IN_QUESTION)) continue;
      let n = 0;
      for (const v of variants) if (bsearch(v, q.id) >= 0 && ++n >= needed) return true;
    }
    return false;
  }

  /**
   * How alike the question and the document's closest question variant are: a weighted Dice
   * coefficient over all term kinds (words, bigrams, characters, pinyin), each term weighing
   * kind × idf. 1 when the variant says exactly what was asked; a long variant that happens to
   * contain the question's words scores less than a short one that says only that.
   */
  variantSimilarity(doc: number, query: PreparedQuery): number {
    const sortedQuery = query.sorted;
    const queryMass = query.mass;
    const row = this.rows[doc]!;
    const masses = this.variantMass[doc]!;
    let best = 0;
    row.variants.forEach((v, vi) => {
      let shared = 0;
      let sharedDocSide = 0;
      let i = 0;
      let j = 0;
      while (i < sortedQuery.length && j < v.length) {
        const a = sortedQuery[i]!.id;
        const b = v[j]!;
        if (a < b) i++;
        else if (a > b) j++;
        else {
          shared += sortedQuery[i]!.w;
          sharedDocSide += KIND_WEIGHT[KIND_BY_CODE[this.kinds[b]!]!] * this.idfs[b]!;
          i++;
          j++;
        }
      }
      const recall = queryMass > 0 ? shared / queryMass : 0;
      const precision = masses[vi]! > 0 ? sharedDocSide / masses[vi]! : 0;
      const dice = recall + precision > 0 ? (2 * recall * precision) / (recall + precision) : 0;
      if (dice > best) best = dice;
    });
    return best;
  }

  /** Per-term contributions to one document's score, for tuning and tests. */
  explain(docId: string, terms: readonly QueryTerm[]): Array<{ term: string; score: number }> {
    const d = this.docs.findIndex((x) => x.docId === docId);
    if (d < 0) return [];
    const out: Array<{ term: string; score: number }> = [];
    for (const q of terms) {
      if (q.id < 0) continue;
      const i = bsearch(this.postDocs[q.id]!, d);
      if (i >= 0) out.push({ term: q.term, score: q.weight * this.postImpact[q.id]![i]! });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}
