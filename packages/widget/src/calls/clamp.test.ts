import { describe, expect, it } from 'vitest';
import { clampBox, cornerOf } from './clamp';

const view = { width: 1280, height: 800 };
const box = { width: 360, height: 280 };

describe('the call box stays in the viewport (VC2)', () => {
  it('keeps a box dragged past any edge whole inside the view', () => {
    expect(clampBox({ x: -500, y: -40 }, box, view)).toEqual({ x: 8, y: 8 });
    expect(clampBox({ x: 5000, y: 5000 }, box, view)).toEqual({ x: 1280 - 360 - 8, y: 800 - 280 - 8 });
    expect(clampBox({ x: 300, y: 200 }, box, view)).toEqual({ x: 300, y: 200 });
  });

  it('pins a box larger than the view to the top-left margin', () => {
    expect(clampBox({ x: 100, y: 100 }, box, { width: 300, height: 200 })).toEqual({ x: 8, y: 8 });
  });

  it('starts in the bottom-right corner', () => {
    expect(cornerOf(box, view)).toEqual({ x: 1280 - 360 - 16, y: 800 - 280 - 16 });
  });
});
