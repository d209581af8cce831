import type { Hit } from './types.js';

/** Calibrated on the development questions of robot-eval (see docs/benchmarks.md); coverage is 0..1. */
export interface Thresholds {
  /** Below this coverage nothing in the knowledge base is about the question. */
  minCoverage: number;
  /** Below this coverage a match must also score well for its length (normalised score). */
  weakCoverage: number;
  minNormScore: number;
  /** The top hit answers outright when the runner-up scores below this share of it. */
  clearLead: number;
  /** Candidates scoring at least this share of the top one join a clarify list. */
  candidateShare: number;
  maxCandidates: number;
}

export const DEFAULT_THRESHOLDS: Thresholds = {
  minCoverage: 0.06,
  weakCoverage: 0.16,
  minNormScore: 0.12,
  clearLead: 0.8,
  candidateShare: 0.6,
  maxCandidates: 3,
};

export type Decision =
  | { kind: 'answer'; hit: Hit }
  | { kind: 'clarify'; candidates: Hit[] }
  | { kind: 'unknown' };

/**
 * answerType from the ranked hits: unknown when the best match explains too little of the
 * question, a clarify list when close candidates compete, otherwise a confident answer.
 * normScore is the top score over the question's maximum attainable score.
 */
export function decide(hits: readonly Hit[], normScore: number, t: Thresholds = DEFAULT_THRESHOLDS): Decision {
  const top = hits[0];
  if (!top) return { kind: 'unknown' };
  if (top.coverage < t.minCoverage) return { kind: 'unknown' };
  if (top.coverage < t.weakCoverage && normScore < t.minNormScore) return { kind: 'unknown' };
  const second = hits[1];
  if (!second || second.score < t.clearLead * top.score) return { kind: 'answer', hit: top };
  const candidates = hits.filter((h) => h.score >= t.candidateShare * top.score).slice(0, t.maxCandidates);
  return { kind: 'clarify', candidates };
}
