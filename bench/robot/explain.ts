/** Tuning aid: `node bench/robot/run.mjs bench/robot/explain.ts "<question>" docId...` prints each document's per-term scores. */
import { Bm25Index } from '../../packages/server/src/domains/robot/engine/bm25Index.js';
import { RobotEngine } from '../../packages/server/src/domains/robot/engine/engine.js';
import { loadKb } from './evalData.js';

export async function main([question, ...ids]: string[]): Promise<void> {
  const kb = loadKb();
  const index = Bm25Index.build(kb);
  const engine = new RobotEngine(kb, {}, index);
  const q = index.prepare(question!);
  console.log(
    'terms',
    q.terms.map((t) => `${t.term}:${(t.weight * t.idf).toFixed(2)}${t.id < 0 ? '?' : ''}`).join(' '),
    'mass',
    q.mass.toFixed(2),
  );
  const r = engine.ask(question!);
  console.log(
    r.decision.kind,
    r.hits
      .slice(0, 4)
      .map((h) => `${h.docId} ${h.score.toFixed(2)} b${h.bm25.toFixed(2)} c${h.coverage.toFixed(2)} s${h.similarity.toFixed(2)}`)
      .join(' | '),
  );
  for (const id of ids)
    console.log(
      id,
      index
        .explain(id, q.terms)
        .map((x) => `${x.term}:${x.score.toFixed(2)}`)
        .join(' '),
    );
}
