import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * What the SPEC checks of the server (packages/server/test/specRules.test.ts) and the widget
 * (packages/widget/src/session/specRules.test.ts) share: a SPEC's rules and the rule ids test titles name.
 */

/** The rules of a SPEC.md: `- **S-ID1** text` (S- the server's, W- the widget's), the text running on over indented lines, where `*(untested)*` marks one. */
export function specRules(specPath) {
  const rules = [];
  for (const line of readFileSync(specPath, 'utf8').split('\n')) {
    const start = /^- \*\*([SW]-[A-Z]{2,3}\d+)\*\*/.exec(line);
    if (start) rules.push({ id: start[1], untested: false });
    else if (!/^\s+\S/.test(line)) continue;
    const current = rules.at(-1);
    if (current && line.includes('*(untested)*')) current.untested = true;
  }
  return rules;
}

/** The files under dir (node_modules left out) whose name matches. */
export function testFiles(dir, name = /\.test\.ts$/) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : testFiles(path, name);
    return name.test(e.name) ? [path] : [];
  });
}

/** The titles of it(…) and test(…) calls (also it.each(…)(…), test.describe is not one), read from the syntax tree. */
export function testTitles(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, scriptKind(file));
  const titles = [];
  const rootName = (e) => {
    if (ts.isIdentifier(e)) return e.text;
    if (ts.isPropertyAccessExpression(e)) return e.name.text === 'describe' ? undefined : rootName(e.expression);
    if (ts.isCallExpression(e)) return rootName(e.expression);
    return undefined;
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) && ['it', 'test'].includes(rootName(node.expression) ?? '')) {
      const first = node.arguments[0];
      if (first && (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))) titles.push(first.text);
      else if (first && ts.isTemplateExpression(first)) titles.push(first.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

const scriptKind = (file) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** The rule ids a title starts with: `S-RT2 S-RT3 queues …` names S-RT2 and S-RT3. */
export const idsOf = (title) => /^(?:[SW]-[A-Z]{2,3}\d+ )+/.exec(title)?.[0].trim().split(' ') ?? [];

/** Every rule id the titles of these files name, each with the `file: title` places that name it. */
export function namedIds(files, relativeTo) {
  const named = new Map();
  for (const file of files) {
    for (const title of testTitles(file)) {
      for (const id of idsOf(title)) named.set(id, [...(named.get(id) ?? []), `${relativeTo(file)}: ${title}`]);
    }
  }
  return named;
}
