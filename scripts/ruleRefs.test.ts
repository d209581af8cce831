import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specRules } from './specRules.mjs';

/**
 * Issue 29 item 5: a rule id cited anywhere (a comment, a CONTEXT file, a decision, a test title) names a rule that
 * exists, in the package its prefix says: S- packages/server/SPEC.md, W- packages/widget/src/session/SPEC.md.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const TEXT = /\.(ts|tsx|mjs|cjs|js|md|css)$/;

describe('rule ids cited in the tree', () => {
  it('name rules that exist', () => {
    const defined = new Set(
      [join(root, 'packages/server/SPEC.md'), join(root, 'packages/widget/src/session/SPEC.md')].flatMap((f) =>
        specRules(f).map((r) => r.id),
      ),
    );
    expect(defined.size).toBeGreaterThan(400);
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => TEXT.test(f) && !f.includes('/migrations/'));
    const unknown: string[] = [];
    for (const file of files) {
      const lines = readFileSync(join(root, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        for (const [id] of line.matchAll(/(?<![\w-])[SW]-[A-Z]{2,3}\d+(?!\w)/g)) {
          if (!defined.has(id) && !file.startsWith('scripts/specRules')) unknown.push(`${file}:${i + 1} ${id}`);
        }
      });
    }
    expect(unknown).toEqual([]);
  });
});
