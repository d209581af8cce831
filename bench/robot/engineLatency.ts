/**
 * Engine-only latency at 10,000 generated documents: `node bench/robot/run.mjs bench/robot/engineLatency.ts`.
 * Index build (synchronous, and sliced with the longest event-loop block measured), then ask p50/p99.
 */
import { performance } from 'node:perf_hooks';
import { RobotEngine } from '../../packages/server/src/domains/robot/engine/engine.js';
import { loadKb, questionSets } from './evalData.js';
import { generatedDocs } from './generatedDocs.js';

export async function main(): Promise<void> {
  const kb = loadKb();
  const dev = questionSets()[0]!.items;
  const docs = generatedDocs(kb, 10_000).concat(kb);
  let t = performance.now();
  new RobotEngine(docs);
  console.log(`build (sync) ${(performance.now() - t).toFixed(0)} ms`);
  let maxGap = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 1);
  t = performance.now();
  const e = await RobotEngine.create(docs);
  if (process.env.VOCAB) console.log('vocab', (e as unknown as { index: { vocab: Map<string, number> } }).index.vocab.size);
  clearInterval(timer);
  console.log(`build (sliced) ${(performance.now() - t).toFixed(0)} ms, longest event-loop block ${maxGap.toFixed(1)} ms`);
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    for (const it of dev) {
      const s = performance.now();
      e.ask(it.q);
      times.push(performance.now() - s);
    }
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(`ask p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  max ${times.at(-1)!.toFixed(2)} ms (${times.length} asks)`);
}
