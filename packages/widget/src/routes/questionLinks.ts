/** W-QD3: a click on (or inside) an element with a `link` attribute opens that address in a new window. */
export function linkTarget(target: EventTarget | null): string | null {
  const closest = (target as Partial<Element> | null)?.closest;
  if (typeof closest !== 'function') return null;
  const el = closest.call(target, '[link]');
  if (!el) return null;
  const url = el.getAttribute('link') || el.getAttribute('href') || '';
  return /^https?:\/\//i.test(url) ? url : null;
}
