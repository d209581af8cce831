import { Bm25Index, KIND_WEIGHT } from './bm25Index.js';
import type { PreparedQuery } from './queryTerms.js';
import { DEFAULT_THRESHOLDS, decide, type Decision, type Thresholds } from './decide.js';
import { DEFAULT_FUSION, fuse, type FusionWeights } from './fusion.js';
import { highlight } from './highlight.js';
import { offScopeRequests, speaksOf } from './offScope.js';
import { documentForms, formMatch, formMismatch, questionForms, type DocumentForms, type QuestionForm } from './questionForm.js';
import { PhraseRewriter, canonicalText } from './synonyms.js';
import { analyze, termKind } from './tokenize.js';
import { normalize, plainText } from './text.js';
import type { Hit, KbDoc } from './types.js';

export interface EngineOptions {
  thresholds?: Partial<Thresholds>;
  fusion?: Partial<FusionWeights>;
  /**
   * The knowledge base's own synonym groups (first word canonical), applied to documents and questions
   * before the general lexicon: a tenant's product names, abbreviations and house words.
   */
  synonyms?: ReadonlyArray<readonly string[]>;
}

type Rewrite = (normalised: string) => string;

function rewriterOf(groups: ReadonlyArray<readonly string[]> | undefined): Rewrite | undefined {
  if (!groups?.length) return undefined;
  const rewriter = new PhraseRewriter(groups.map((g) => g.map((w) => normalize(w).trim())));
  return (text) => rewriter.rewrite(text);
}

export interface AskResult {
  decision: Decision;
  hits: Hit[];
  /** How sure the robot is of its best document, 0..1 (confidenceOf); 1 for a question typed as a document's. */
  confidence: number;
}

export interface Tip {
  docId: string;
  question: string;
  /** The question HTML-escaped with the matched words in highlight tags. */
  highlight: string;
}

/** Punctuation and spacing do not make a question different (退货流程？ is 退货流程). */
function exactKey(text: string, rewrite?: Rewrite): string {
  const normal = normalize(text);
  return canonicalText(rewrite ? rewrite(normal) : normal).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Everything a document says, normalised (for offScope: asked rarely, so not kept). */
function documentText(d: KbDoc): string {
  return normalize([d.question, ...d.similarQuestions, d.category, plainText(d.answer)].join('\n'));
}

/**
 * How sure the robot is that a document answers the question, for the agents who read its transcript: the mean of
 * how much of the question the document explains (coverage) and how close its nearest phrasing is (similarity),
 * both 0..1 and both what decide() judges on.
 */
export function confidenceOf(hit: Hit | undefined): number {
  return hit ? Math.round(50 * (hit.coverage + hit.similarity)) / 100 : 0;
}

/** How many BM25F candidates are re-scored with the finer signals. */
const RERANK_DEPTH = 20;
/** How many ranked hits an ask returns (the clarify list is taken from them). */
const HITS = 8;

/** One robot's knowledge base, indexed: answers questions and suggests documents as the visitor types. */
export class RobotEngine {
  private readonly index: Bm25Index;
  private readonly byId = new Map<string, KbDoc>();
  private readonly exact = new Map<string, KbDoc>();
  private readonly thresholds: Thresholds;
  private readonly fusion: FusionWeights;
  /** Each document's questions normalised once, for tips. */
  private readonly variants: Array<{ doc: KbDoc; texts: string[] }> = [];
  /** The forms its phrasings ask in, by document (questionForm.ts). */
  private readonly forms = new Map<string, DocumentForms>();
  private readonly rewrite: Rewrite | undefined;

  /** index: one built already (by create) with the same synonyms. */
  constructor(docs: readonly KbDoc[], opts: EngineOptions = {}, index?: Bm25Index) {
    this.index = index ?? Bm25Index.build(docs, rewriterOf(opts.synonyms));
    this.rewrite = this.index.rewrite;
    for (const d of docs) {
      this.byId.set(d.docId, d);
      for (const q of [d.question, ...d.similarQuestions]) {
        const key = exactKey(q, this.rewrite);
        if (key && !this.exact.has(key)) this.exact.set(key, d);
      }
      const texts = [d.question, ...d.similarQuestions].map(normalize);
      this.variants.push({ doc: d, texts });
      this.forms.set(d.docId, documentForms(texts));
    }
    this.thresholds = { ...DEFAULT_THRESHOLDS, ...opts.thresholds };
    this.fusion = { ...DEFAULT_FUSION, ...opts.fusion };
  }

  /** Builds the index in slices between event-loop turns (see Bm25Index.buildAsync). */
  static async create(docs: readonly KbDoc[], opts: EngineOptions = {}): Promise<RobotEngine> {
    return new RobotEngine(docs, opts, await Bm25Index.buildAsync(docs, rewriterOf(opts.synonyms)));
  }

  get size(): number {
    return this.index.size;
  }

  doc(docId: string): KbDoc | undefined {
    return this.byId.get(docId);
  }

  /** Ranked hits: BM25F candidates re-scored with the question form (fusion.ts); coverage and similarity for decide. */
  rank(query: PreparedQuery, limit = HITS, asked: ReadonlySet<QuestionForm> = new Set()): Hit[] {
    const mass = query.mass;
    const hits: Hit[] = this.index.search(query.terms, RERANK_DEPTH).map(({ doc, score }) => {
      const bm25 = mass > 0 ? score / mass : 0;
      const coverage = this.index.coverage(doc, query.terms);
      const similarity = this.index.variantSimilarity(doc, query);
      const words = this.index.questionWords(doc, query.terms);
      const anchored = this.index.anchored(doc, query.terms);
      const d = this.index.docs[doc]!;
      const forms = this.forms.get(d.docId)!;
      const signals = { bm25, coverage, similarity, form: formMatch(asked, forms), mismatch: formMismatch(asked, forms) };
      return { docId: d.docId, doc: d, score: fuse(signals, this.fusion), bm25, coverage, similarity, words, anchored };
    });
    hits.sort((a, b) => b.score - a.score);
    return hits.slice(0, limit);
  }

  ask(question: string): AskResult {
    const query = this.index.prepare(question);
    const normal = normalize(question);
    const hits = this.rank(query, HITS, questionForms(normal));
    // A question typed exactly as one of a document's questions needs no ranking.
    const same = this.exact.get(exactKey(question, this.rewrite));
    if (same) {
      const hit = hits.find((h) => h.docId === same.docId) ?? {
        docId: same.docId,
        doc: same,
        score: 0,
        bm25: 0,
        coverage: 1,
        similarity: 1,
        words: 0,
        anchored: true,
      };
      return { decision: { kind: 'answer', hit }, hits, confidence: 1 };
    }
    const decision = decide(hits, this.thresholds, query.unseenShare);
    const confidence = confidenceOf(hits[0]);
    const requests = offScopeRequests(normal);
    if (requests.length > 0 && decision.kind !== 'unknown') {
      const offered = decision.kind === 'answer' ? [decision.hit] : decision.candidates;
      if (!offered.some((h) => speaksOf(documentText(h.doc), requests))) return { decision: { kind: 'unknown' }, hits, confidence };
    }
    return { decision, hits, confidence };
  }

  /**
   * How close a question is to the closest of some phrases (a flow's trigger phrases, S-FL16), 0..1: the weighted Dice
   * coefficient of their words, character pairs and characters, each weighing its kind × this knowledge base's idf
   * (a word no document uses weighs most), after the same synonyms and stemming as ranking. 0 when the question asks
   * in a form (how, where, when…) none of the phrases has: "How do I return an item?" asks for the returns document,
   * "I want to return an item" for the returns flow.
   */
  phraseMatch(question: string, phrases: readonly string[]): number {
    const asked = questionForms(normalize(question));
    const q = this.weighedTerms(question);
    let best = 0;
    for (const phrase of phrases) {
      const forms = questionForms(normalize(phrase));
      if ([...asked].some((f) => !forms.has(f))) continue;
      const p = this.weighedTerms(phrase);
      let shared = 0;
      for (const [term, w] of q) if (p.has(term)) shared += w + p.get(term)!;
      const total = [...q.values(), ...p.values()].reduce((a, b) => a + b, 0);
      if (total > 0) best = Math.max(best, shared / total);
    }
    return best;
  }

  private weighedTerms(text: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const term of analyze(text, { pinyin: 'none', rewrite: this.rewrite }).terms) {
      out.set(term, KIND_WEIGHT[termKind(term)] * this.index.idf(term));
    }
    return out;
  }

  /** Up to limit documents for a half-typed question: containing it verbatim first (prefix before infix), then by rank. */
  tips(question: string, limit = 5): Tip[] {
    const q = normalize(question).trim();
    if (q === '') return [];
    const prefix: KbDoc[] = [];
    const infix: KbDoc[] = [];
    for (const { doc: d, texts: variants } of this.variants) {
      if (variants.some((v) => v.startsWith(q))) prefix.push(d);
      else if (variants.some((v) => v.includes(q))) infix.push(d);
      if (prefix.length >= limit) break;
    }
    const chosen = new Map<string, KbDoc>();
    for (const d of [...prefix, ...infix]) if (chosen.size < limit) chosen.set(d.docId, d);
    if (chosen.size < limit) {
      for (const h of this.rank(this.index.prepare(question), limit * 2, questionForms(q))) {
        if (chosen.size >= limit) break;
        if (h.coverage >= this.thresholds.minCoverage) chosen.set(h.docId, h.doc);
      }
    }
    return [...chosen.values()].map((d) => ({ docId: d.docId, question: d.question, highlight: highlight(d.question, question) }));
  }
}
