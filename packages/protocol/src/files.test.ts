import { describe, expect, it } from 'vitest';
import { formatBytes, pastedFileName } from './index.js';

describe('pastedFileName', () => {
  it('W-UP7 dates clipboard images and keeps their type; anything else is a png', () => {
    expect(pastedFileName('image/jpeg', new Date(2024, 4, 1, 9, 5, 7))).toBe('screenshot-20240501-090507.jpg');
    const at = new Date(2025, 0, 2, 3, 4, 5);
    expect(pastedFileName('image/png', at)).toBe('screenshot-20250102-030405.png');
    expect(pastedFileName('image/gif', at)).toBe('screenshot-20250102-030405.gif');
    expect(pastedFileName('image/x-weird', at)).toBe('screenshot-20250102-030405.png');
    expect(pastedFileName('', at)).toBe('screenshot-20250102-030405.png');
  });
});

describe('formatBytes', () => {
  it('reads like people read sizes: bytes, then one decimal below 10, whole numbers above', () => {
    expect([0, 820, 1023, 1536, 14_541, 25 * 1024].map(formatBytes)).toEqual(['0 B', '820 B', '1023 B', '1.5 KB', '14 KB', '25 KB']);
    expect([3.5 * 1024 * 1024, 10 * 1024 * 1024, 10 * 1024 * 1024 + 1, 2.25 * 1024 ** 3].map(formatBytes)).toEqual([
      '3.5 MB',
      '10 MB',
      '10 MB',
      '2.3 GB',
    ]);
  });
  it('says nothing for what is not a size', () => {
    expect([-1, Number.NaN, Number.POSITIVE_INFINITY].map(formatBytes)).toEqual(['', '', '']);
  });
});
