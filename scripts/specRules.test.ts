import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { idsOf, specRules, testTitles } from './specRules.mjs';

describe('specRules', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spec-rules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads rule ids only at the start of a title', () => {
    expect(idsOf('S-RT2 S-RT3 queues for busy agents')).toEqual(['S-RT2', 'S-RT3']);
    expect(idsOf('W-EV2 the cursor only moves forward')).toEqual(['W-EV2']);
    expect(idsOf('fuses BM25 and similarity')).toEqual([]);
    // Without its package prefix an id names nothing: S- is the server's, W- the widget's.
    expect(idsOf('MS10 sysMsg is a notice')).toEqual([]);
  });

  it('reads the titles of it and test calls, not of describe blocks', () => {
    const file = join(dir, 'a.spec.tsx');
    writeFileSync(
      file,
      [
        "test.describe('S-AB1 a group', () => {",
        "  test('S-AB2 a test', async () => {});",
        '  it.each([1])(`S-AB3 each ${1}`, () => <b />);',
        "  describe('S-AB4 another group', () => it('S-AB5 an it', () => {}));",
        '});',
      ].join('\n'),
    );
    expect(testTitles(file)).toEqual(['S-AB2 a test', 'S-AB3 each ', 'S-AB5 an it']);
  });

  it('reads the rules of a SPEC and their untested marks', () => {
    const spec = join(dir, 'SPEC.md');
    writeFileSync(
      spec,
      ['# Rules', '- **S-AB1** one', '  *(untested)* why', '', '- **W-AB2** two', '- **AB3** no prefix', 'not *(untested)*'].join('\n'),
    );
    expect(specRules(spec)).toEqual([
      { id: 'S-AB1', untested: true },
      { id: 'W-AB2', untested: false },
    ]);
  });
});
