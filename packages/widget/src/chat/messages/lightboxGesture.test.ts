import { describe, expect, it } from 'vitest';
import { gestureOf, stepTo } from './lightboxGesture';

describe('lightbox gestures (W-MT2)', () => {
  it('W-MT2 a tap or click closes, with a finger or a mouse', () => {
    expect(gestureOf(2, 3, true)).toBe('close');
    expect(gestureOf(0, 0, false)).toBe('close');
  });
  it('W-MT2 a finger swiping down closes; sideways it turns the page; a short drag does nothing', () => {
    expect(gestureOf(10, 120, true)).toBe('close');
    expect(gestureOf(-120, 10, true)).toBe('next');
    expect(gestureOf(120, -10, true)).toBe('prev');
    expect(gestureOf(5, -120, true)).toBe('none');
    expect(gestureOf(30, 20, true)).toBe('none');
  });
  it('W-MT2 a mouse drag (selecting, say) is not a click', () => {
    expect(gestureOf(10, 120, false)).toBe('none');
  });
  it('W-MT2 steps stay within the gallery', () => {
    expect(stepTo(0, -1, 3)).toBe(0);
    expect(stepTo(1, 1, 3)).toBe(2);
    expect(stepTo(2, 1, 3)).toBe(2);
  });
});
