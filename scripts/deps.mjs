// npm run deps: the rules of .dependency-cruiser.cjs, plus no folder-level import cycle inside any package (a
// cycle between modules of one folder is allowed). Exits 1 with each violation named.
import { createRequire } from 'node:module';
import { cruise } from 'dependency-cruiser';
import { root } from './lib.mjs';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs');
const PACKAGES = ['protocol', 'webrtc', 'server', 'widget', 'console', 'embed'];

process.chdir(root);
const result = await cruise(
  PACKAGES.map((p) => `packages/${p}/src`),
  { ...config.options, ruleSet: { forbidden: config.forbidden }, validate: true },
  undefined,
  { tsConfig: { fileName: 'tsconfig.tests.json' } },
);
const { output } = result;
const problems = [];
for (const m of output.modules) {
  for (const d of m.dependencies) {
    for (const rule of d.rules ?? []) problems.push(`${rule.name}: ${m.source} -> ${d.resolved}`);
    // A relative import the cruiser cannot resolve would slip past every rule.
    if (d.couldNotResolve && d.module.startsWith('.')) problems.push(`unresolved: ${m.source} -> ${d.module}`);
  }
}

/**
 * The folder (or, for a file at the package's root, the file) a module belongs to; in the server's groups
 * (platform/, domains/, api/) the folder inside the group, so a cycle between two domains is one.
 */
const unitOf = (path) => {
  const m = /^packages\/([^/]+)\/src\/((?:platform|domains|api)\/[^/]+|[^/]+)(\/)?/.exec(path);
  if (!m) return undefined;
  return m[1] === 'server' || !m[2].includes('/') ? `${m[1]}:${m[2]}` : `${m[1]}:${m[2].split('/')[0]}`;
};
const graph = new Map();
for (const m of output.modules) {
  if (/\.test\.tsx?$/.test(m.source)) continue;
  const from = unitOf(m.source);
  for (const d of m.dependencies) {
    const to = unitOf(d.resolved);
    if (!from || !to || from === to || from.split(':')[0] !== to.split(':')[0]) continue;
    if (!graph.has(from)) graph.set(from, new Map());
    if (!graph.get(from).has(to)) graph.get(from).set(to, `${m.source} -> ${d.resolved}`);
  }
}
// Tarjan's strongly connected components: any component of two or more folders is a cycle.
let index = 0;
const stack = [];
const info = new Map();
function visit(v) {
  info.set(v, { index, low: index, onStack: true });
  index++;
  stack.push(v);
  for (const w of graph.get(v)?.keys() ?? []) {
    if (!info.has(w)) {
      visit(w);
      info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
    } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
  }
  if (info.get(v).low === info.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      info.get(w).onStack = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) {
      const edges = component.flatMap((a) => component.filter((b) => graph.get(a)?.has(b)).map((b) => `    ${graph.get(a).get(b)}`));
      problems.push(`folder cycle: ${component.join(' <-> ')}\n${edges.join('\n')}`);
    }
  }
}
for (const v of graph.keys()) if (!info.has(v)) visit(v);

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} dependency problem(s)`);
  process.exit(1);
}
console.log(`dependency rules: ${output.summary.totalCruised} modules, ${config.forbidden.length} rules, no folder cycles`);
