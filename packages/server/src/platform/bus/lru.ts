/** A Map used as an LRU: the key moves to the end, the oldest key goes first when the map is over `max`. */
export function touch<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value!);
}
