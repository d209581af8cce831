import { Bm25Index } from './bm25Index.js';
import { DEFAULT_THRESHOLDS, decide, type Decision, type Thresholds } from './decide.js';
import { highlight } from './highlight.js';
import { canonicalText } from './synonyms.js';
import { normalize } from './text.js';
import { DEFAULT_TRANSFER_KEYWORDS, transferMatcher } from './transfer.js';
import type { Hit, KbDoc } from './types.js';

export interface EngineOptions {
  thresholds?: Partial<Thresholds>;
  transferKeywords?: readonly string[];
}

export interface AskResult {
  decision: Decision;
  /** The visitor asked for a person: the answer carries the transfer instruction. */
  transfer: boolean;
  hits: Hit[];
}

export interface Tip {
  docId: string;
  question: string;
  /** The question HTML-escaped with the matched words in highlight tags. */
  highlight: string;
}

/** Punctuation and spacing do not make a question different (退货流程？ is 退货流程). */
function exactKey(text: string): string {
  return canonicalText(normalize(text)).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** One robot's knowledge base, indexed: answers questions and suggests documents as the visitor types. */
export class RobotEngine {
  private readonly index: Bm25Index;
  private readonly byId = new Map<string, KbDoc>();
  private readonly exact = new Map<string, KbDoc>();
  private readonly thresholds: Thresholds;
  private readonly wantsHuman: (q: string) => boolean;

  constructor(docs: readonly KbDoc[], opts: EngineOptions = {}) {
    this.index = new Bm25Index(docs);
    for (const d of docs) {
      this.byId.set(d.docId, d);
      for (const q of [d.question, ...d.similarQuestions]) {
        const key = exactKey(q);
        if (key && !this.exact.has(key)) this.exact.set(key, d);
      }
    }
    this.thresholds = { ...DEFAULT_THRESHOLDS, ...opts.thresholds };
    this.wantsHuman = transferMatcher(opts.transferKeywords ?? DEFAULT_TRANSFER_KEYWORDS);
  }

  get size(): number {
    return this.index.size;
  }

  doc(docId: string): KbDoc | undefined {
    return this.byId.get(docId);
  }

  ask(question: string): AskResult {
    const transfer = this.wantsHuman(question);
    const terms = this.index.queryTerms(question);
    const hits = this.index.search(terms, 8);
    // A question typed exactly as one of a document's questions needs no ranking.
    const same = this.exact.get(exactKey(question));
    if (same) return { decision: { kind: 'answer', hit: hits.find((h) => h.docId === same.docId) ?? { docId: same.docId, doc: same, score: 0, coverage: 1 } }, transfer, hits };
    const mass = this.index.queryMass(terms);
    const normScore = mass > 0 && hits[0] ? hits[0].score / mass : 0;
    return { decision: decide(hits, normScore, this.thresholds), transfer, hits };
  }

  /** Up to limit documents for a half-typed question: containing it verbatim first (prefix before infix), then by rank. */
  tips(question: string, limit = 5): Tip[] {
    const q = normalize(question).trim();
    if (q === '') return [];
    const prefix: KbDoc[] = [];
    const infix: KbDoc[] = [];
    for (const d of this.byId.values()) {
      const variants = [d.question, ...d.similarQuestions].map(normalize);
      if (variants.some((v) => v.startsWith(q))) prefix.push(d);
      else if (variants.some((v) => v.includes(q))) infix.push(d);
      if (prefix.length >= limit) break;
    }
    const chosen = new Map<string, KbDoc>();
    for (const d of [...prefix, ...infix]) if (chosen.size < limit) chosen.set(d.docId, d);
    if (chosen.size < limit) {
      for (const h of this.index.search(this.index.queryTerms(question), limit * 2)) {
        if (chosen.size >= limit) break;
        if (h.coverage >= this.thresholds.minCoverage) chosen.set(h.docId, h.doc);
      }
    }
    return [...chosen.values()].map((d) => ({ docId: d.docId, question: d.question, highlight: highlight(d.question, question) }));
  }
}
