/** The call box's place on a drag: wherever the pointer takes it, it stays whole inside the viewport (issue 16). */
export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/** Top-left corner kept `margin` px inside the view; a box larger than the view sticks to the top-left margin. */
export function clampBox(p: Point, box: Size, view: Size, margin = 8): Point {
  const maxX = Math.max(margin, view.width - box.width - margin);
  const maxY = Math.max(margin, view.height - box.height - margin);
  return { x: Math.min(Math.max(p.x, margin), maxX), y: Math.min(Math.max(p.y, margin), maxY) };
}

/** Where a box first appears: the bottom-right corner, like a picture-in-picture window. */
export function cornerOf(box: Size, view: Size, margin = 16): Point {
  return clampBox({ x: view.width - box.width - margin, y: view.height - box.height - margin }, box, view, margin);
}
