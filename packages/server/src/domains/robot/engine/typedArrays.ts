/* Growable typed arrays and lookups in them, for the index's posting lists. */

export function grow<T extends Int32Array | Uint16Array>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(a.length * 2);
  b.set(a);
  return b;
}

/** Index of x in a sorted Int32Array, or −1. */
export function bsearch(arr: Int32Array, x: number): number {
  let lo = 0;
  let hi = arr.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = arr[mid]!;
    if (v === x) return mid;
    if (v < x) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
