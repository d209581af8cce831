import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, overBudget, screenWeight } from './bundleBudget.mjs';

describe('bundle budget', () => {
  it('fails a screen one byte over its budget and passes one at it', () => {
    const at = BUDGETS['console sign-in']!;
    expect(overBudget({ 'console sign-in': at })).toEqual([]);
    expect(overBudget({ 'console sign-in': at + 1, 'embed.js': 100 })).toEqual(['console sign-in: 200.0 KB gz, budget 200 KB']);
  });

  it('refuses to measure a screen that has no budget', () => {
    expect(() => overBudget({ 'a new screen': 1 })).toThrow(/no budget/);
  });

  it('weighs a screen by the gzip size of the files it loaded, heaviest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'parley-budget-'));
    try {
      writeFileSync(join(dir, 'a.js'), 'x'.repeat(5000));
      writeFileSync(join(dir, 'b.js'), Array.from({ length: 2000 }, (_, i) => String((i * 7919) % 1000)).join(','));
      const { total, rows } = screenWeight(dir, ['a.js', 'b.js']);
      expect(rows.map((r) => r.file)).toEqual(['b.js', 'a.js']);
      expect(rows[1]!.gz).toBeLessThan(100);
      expect(total).toBe(rows[0]!.gz + rows[1]!.gz);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
