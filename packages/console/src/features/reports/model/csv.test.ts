import { describe, expect, it } from 'vitest';
import { BOM, toCsv } from './csv';

describe('report CSV', () => {
  it('starts with a byte-order mark, quotes what needs it, leaves Chinese as it is and defuses formulas', () => {
    const csv = toCsv(
      ['Agent', 'Conversations'],
      [
        ['王小明', 12],
        ['Ann, "A"', null],
        ['=SUM(A1)', -3],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['Agent,Conversations', '王小明,12', '"Ann, ""A""",', "'=SUM(A1),-3", '']);
  });
});
