import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { idsOf, specRules, testTitles } from './specRules.mjs';

describe('specRules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spec-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads rule ids only at the start of a title', () => {
    expect(idsOf('RT2 RT3 queues for busy agents')).toEqual(['RT2', 'RT3']);
    expect(idsOf('fuses BM25 and similarity')).toEqual([]);
    expect(idsOf('MS10 sysMsg is a notice')).toEqual(['MS10']);
  });

  it('reads the titles of it and test calls, not of describe blocks', () => {
    const file = join(dir, 'a.spec.tsx');
    writeFileSync(
      file,
      [
        "test.describe('AB1 a group', () => {",
        "  test('AB2 a test', async () => {});",
        '  it.each([1])(`AB3 each ${1}`, () => <b />);',
        "  describe('AB4 another group', () => it('AB5 an it', () => {}));",
        '});',
      ].join('\n'),
    );
    expect(testTitles(file)).toEqual(['AB2 a test', 'AB3 each ', 'AB5 an it']);
  });

  it('reads the rules of a SPEC and their untested marks', () => {
    const spec = join(dir, 'SPEC.md');
    writeFileSync(spec, ['# Rules', '- **AB1** one', '  *(untested)* why', '', '- **AB2** two', 'not *(untested)*'].join('\n'));
    expect(specRules(spec)).toEqual([
      { id: 'AB1', untested: true },
      { id: 'AB2', untested: false },
    ]);
  });
});
