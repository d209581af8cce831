import type { ChannelSettings } from '@parley/protocol';

/** Structural equality of JSON-like values (settings are plain data: no dates, maps or cycles). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  // A key holding undefined is the same as no key: form widgets leave optional fields undefined.
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/** The top-level settings keys whose value differs between what the server sent and the edited draft. */
export function changedKeys(original: ChannelSettings, draft: ChannelSettings): Array<keyof ChannelSettings> {
  return (Object.keys(draft) as Array<keyof ChannelSettings>).filter((k) => !sameValue(original[k], draft[k]));
}

/**
 * The body of the save: only the keys the admin changed (the server applies exactly the keys sent), each with its
 * value from `prepared` (the draft after clean-up), so untouched settings are never rewritten.
 */
export function settingsPatch(original: ChannelSettings, draft: ChannelSettings, prepared: ChannelSettings): Partial<ChannelSettings> {
  const patch: Record<string, unknown> = {};
  for (const k of changedKeys(original, draft)) patch[k] = prepared[k];
  return patch;
}
