import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { namedIds, specRules, testFiles } from '../../../../scripts/specRules.mjs';

/**
 * This folder's SPEC.md and the tests agree, as the server's do (packages/server/test/specRules.test.ts): every
 * widget rule is named by a test title (or marked untested), and every id a title names is a widget or a server
 * rule. The titles are the widget's unit tests, the protocol's (its link and HTML helpers carry widget rules) and
 * the end-to-end specs, which also name server rules.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('widget SPEC.md', () => {
  const rules = specRules(join(root, 'packages/widget/src/session/SPEC.md'));
  const serverRules = specRules(join(root, 'packages/server/SPEC.md'));
  const named = namedIds(
    [
      ...testFiles(join(root, 'packages/widget/src'), /\.test\.tsx?$/),
      ...testFiles(join(root, 'packages/protocol/src')),
      ...testFiles(join(root, 'e2e/tests'), /\.spec\.ts$/),
    ],
    (file) => relative(root, file),
  );

  it('defines each rule id once', () => {
    expect(rules.length).toBeGreaterThan(150);
    const ids = rules.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has every rule named by a test title, or marked (untested); a named rule is not marked', () => {
    expect(rules.filter((r) => !r.untested && !named.has(r.id)).map((r) => r.id)).toEqual([]);
    expect(rules.filter((r) => r.untested && named.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('knows every rule id a test title names', () => {
    const defined = new Set([...rules, ...serverRules].map((r) => r.id));
    expect([...named].filter(([id]) => !defined.has(id)).flatMap(([, where]) => where)).toEqual([]);
  });
});
