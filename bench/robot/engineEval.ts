/**
 * Engine-only quality check for tuning: `node bench/robot/run.mjs bench/robot/engineEval.ts [-v] [--set file.json …]`
 * (the first of evalData's question sets unless sets are given: dev when the shared folder is there, else blind A).
 * Same scoring as robotBench (top-1 = expect or alt; unknown = answerType 0) without the database,
 * plus the misses with their top candidates when -v is given.
 */
import { readFileSync } from 'node:fs';
import { RobotEngine } from '../../packages/server/src/domains/robot/engine/engine.js';
import { loadKb, questionSets, type EvalItem as DevItem } from './evalData.js';

export async function main(args: string[]): Promise<void> {
  const kb = loadKb();
  const files = args.flatMap((a, i) => (args[i - 1] === '--set' ? [a] : []));
  // Blind sets B, C and D are for measuring only (blind/README.md): their questions and misses are never printed.
  if ((args.includes('-v') || args.includes('-d')) && files.some((f) => /blind\/[bcd]-/.test(f)))
    throw new Error('-v and -d print questions: not for blind sets B, C and D');
  const dev = files.length ? files.flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as DevItem[]) : questionSets()[0]!.items;
  const engine = new RobotEngine(kb);
  const verbose = args.includes('-v');
  const by = new Map<string, { n: number; hit: number; wu: number; un: number; uc: number; r1: number }>();
  const bump = (g: string, f: (s: { n: number; hit: number; wu: number; un: number; uc: number; r1: number }) => void) => {
    if (!by.has(g)) by.set(g, { n: 0, hit: 0, wu: 0, un: 0, uc: 0, r1: 0 });
    f(by.get(g)!);
  };
  for (const it of dev) {
    const r = engine.ask(it.q);
    const d = r.decision;
    const p = d.kind === 'unknown' ? null : d.kind === 'answer' ? d.hit.docId : d.candidates[0]!.docId;
    const ok = it.expect === null ? p === null : p === it.expect || p === it.alt;
    for (const g of ['all', `lang ${it.lang}`, `kind ${it.kind}`]) {
      bump(g, (s) => {
        if (it.expect === null) {
          s.un++;
          if (p === null) s.uc++;
          return;
        }
        s.n++;
        if (ok) s.hit++;
        if (r.hits[0] && (r.hits[0].docId === it.expect || r.hits[0].docId === it.alt)) s.r1++;
        if (p === null) s.wu++;
      });
    }
    if (args.includes('-d')) {
      const h = r.hits;
      const right = it.expect === null ? 'UNK' : h[0] && (h[0].docId === it.expect || h[0].docId === it.alt) ? 'ok ' : 'bad';
      console.log(
        `DUMP ${right} b${(h[0]?.bm25 ?? 0).toFixed(2)} c${(h[0]?.coverage ?? 0).toFixed(2)} s${(h[0]?.similarity ?? 0).toFixed(2)} lead${h[1] ? (h[1].score / h[0]!.score).toFixed(2) : '0.00'} ${d.kind} ${it.q}`,
      );
    }
    if (
      verbose &&
      !ok &&
      (args.includes('-a') || it.expect === null || !(r.hits[0] && (r.hits[0].docId === it.expect || r.hits[0].docId === it.alt)))
    ) {
      const top = r.hits
        .slice(0, 3)
        .map((h) => `${h.docId}:${h.score.toFixed(2)}(b${h.bm25.toFixed(2)} c${h.coverage.toFixed(2)} s${h.similarity.toFixed(2)})`)
        .join(' ');
      console.log(`MISS [${it.kind}/${it.lang}] ${it.q} → ${p} (${d.kind}) want ${it.expect} | ${top}`);
    }
  }
  for (const [g, s] of by) {
    console.log(
      `${g.padEnd(16)} top1 ${s.n ? ((100 * s.hit) / s.n).toFixed(1) : '-'}% (${s.hit}/${s.n}) rank1 ${s.r1}  wrongly-unknown ${s.n ? ((100 * s.wu) / s.n).toFixed(1) : '-'}%  unknown recall ${s.un ? ((100 * s.uc) / s.un).toFixed(1) : '-'}%`,
    );
  }
}
