import { describe, expect, it } from 'vitest';
import { chipAfterKey, pageShift, stripEdges, wheelShift } from './chipStrip';

describe('chip strip (W-MN8)', () => {
  it('W-MN8 knows which sides hide chips', () => {
    expect(stripEdges(0, 300, 300)).toEqual({ before: false, after: false });
    expect(stripEdges(0, 300, 600)).toEqual({ before: false, after: true });
    expect(stripEdges(150, 300, 600)).toEqual({ before: true, after: true });
    expect(stripEdges(299.5, 300, 600)).toEqual({ before: true, after: false });
  });

  it('W-SH8 right to left, the start is at scrollLeft 0 and the end at negative values', () => {
    expect(stripEdges(0, 300, 600)).toEqual({ before: false, after: true });
    expect(stripEdges(-150, 300, 600)).toEqual({ before: true, after: true });
    expect(stripEdges(-299.5, 300, 600)).toEqual({ before: true, after: false });
    expect(chipAfterKey('ArrowLeft', 0, 4, true)).toBe(1);
    expect(chipAfterKey('ArrowRight', 1, 4, true)).toBe(0);
    expect(pageShift(1, 300, true)).toBe(-210);
  });

  it('W-MN8 a vertical wheel moves the strip sideways until its end, then leaves the page to scroll', () => {
    expect(wheelShift(0, 100, { before: false, after: true })).toBe(100);
    expect(wheelShift(0, -100, { before: true, after: false })).toBe(-100);
    expect(wheelShift(0, 100, { before: true, after: false })).toBe(0);
    expect(wheelShift(0, -100, { before: false, after: true })).toBe(0);
    expect(wheelShift(40, 10, { before: true, after: true })).toBe(0);
  });

  it('W-MN8 arrow keys, Home and End move between chips and stop at the ends', () => {
    expect(chipAfterKey('ArrowRight', 0, 4)).toBe(1);
    expect(chipAfterKey('ArrowRight', 3, 4)).toBe(3);
    expect(chipAfterKey('ArrowLeft', 0, 4)).toBe(0);
    expect(chipAfterKey('End', 1, 4)).toBe(3);
    expect(chipAfterKey('Home', 3, 4)).toBe(0);
    expect(chipAfterKey('Enter', 1, 4)).toBeNull();
    expect(chipAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('W-MN8 an arrow button pages by most of the width', () => {
    expect(pageShift(1, 300)).toBe(210);
    expect(pageShift(-1, 60)).toBe(-80);
  });
});
