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

/** A blind set shipped with the repository ('a' or 'b'), both languages. */
export function loadBlindSet(set: 'a' | 'b'): EvalItem[] {
  return ['zh', 'en'].flatMap((lang) => readJson(join(BLIND_DIR, `${set}-${lang}.json`)) as EvalItem[]);
}

/** Named question sets to run: dev when available, then the two blind sets; said aloud so a reader knows. */
export function questionSets(): Array<{ name: string; items: EvalItem[] }> {
  const dev = loadDevSet();
  const sets = [
    ...(dev ? [{ name: `dev (${join(SHARED_EVAL_DIR, 'dev.json')})`, items: dev }] : []),
    { name: 'blind set A (bench/robot/blind)', items: loadBlindSet('a') },
    { name: 'blind set B (bench/robot/blind)', items: loadBlindSet('b') },
  ];
  console.log(
    `Question sets: ${sets.map((s) => `${s.name}, ${s.items.length}`).join('; ')}${dev ? '' : ` (no dev set: ${SHARED_EVAL_DIR} not found)`}`,
  );
  return sets;
}
