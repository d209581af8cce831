/**
 * Where the robot benches read their data, from any checkout: the knowledge base and the blind question sets
 * ship with the repository (bench/robot/data, bench/robot/blind); the development set is read from the shared
 * evaluation folder beside the checkout (../shared/robot-eval, or ROBOT_EVAL_DIR) when it exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { kbDocSchema, type KbDocument } from '@parley/protocol';

export interface EvalItem {
  q: string;
  lang: string;
  expect: string | null;
  alt?: string;
  kind: string;
}

const HERE = fileURLToPath(new URL('.', import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
export const BLIND_DIR = join(HERE, 'blind');
/** The shared evaluation folder: ROBOT_EVAL_DIR, else `shared/robot-eval` beside the checkout. */
export const SHARED_EVAL_DIR = process.env.ROBOT_EVAL_DIR ?? resolve(REPO_ROOT, '../shared/robot-eval');

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The 60-document Lumen Home knowledge base every question set was written against (a copy ships here). */
export function loadKb(): KbDocument[] {
  const shared = join(SHARED_EVAL_DIR, 'kb.json');
  const file = existsSync(shared) ? shared : join(HERE, 'data', 'kb.json');
  return (readJson(file) as unknown[]).map((d) => kbDocSchema.parse(d));
}

/** The development set, or null when the shared folder is not beside this checkout. */
export function loadDevSet(): EvalItem[] | null {
  const file = join(SHARED_EVAL_DIR, 'dev.json');
  return existsSync(file) ? (readJson(file) as EvalItem[]) : null;
}

/** The blind sets shipped in blind/: A and B (2026-11-22), C and D (issue 33, half near-domain unknowns). */
export const BLIND_SETS = ['a', 'b', 'c', 'd'] as const;
export type BlindSet = (typeof BLIND_SETS)[number];

/** A blind set shipped with the repository, both languages. */
export function loadBlindSet(set: BlindSet): EvalItem[] {
  return ['zh', 'en'].flatMap((lang) => readJson(join(BLIND_DIR, `${set}-${lang}.json`)) as EvalItem[]);
}

/** Named question sets to run: dev when available, then the blind sets; said aloud so a reader knows. */
export function questionSets(): Array<{ name: string; short: string; items: EvalItem[] }> {
  const dev = loadDevSet();
  const sets = [
    ...(dev ? [{ name: `dev (${join(SHARED_EVAL_DIR, 'dev.json')})`, short: 'dev', items: dev }] : []),
    ...BLIND_SETS.map((set) => ({
      name: `blind set ${set.toUpperCase()} (bench/robot/blind)`,
      short: set.toUpperCase(),
      items: loadBlindSet(set),
    })),
  ];
  console.log(
    `Question sets: ${sets.map((s) => `${s.name}, ${s.items.length}`).join('; ')}${dev ? '' : ` (no dev set: ${SHARED_EVAL_DIR} not found)`}`,
  );
  return sets;
}
