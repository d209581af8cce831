/** Channel settings hold JSON text; invalid JSON falls back silently (chat-session.md §8). */
export function parseJsonOr<T>(text: unknown, fallback: T): T {
  if (typeof text !== 'string') return text == null ? fallback : (text as T);
  if (text.trim() === '') return fallback;
  try {
    const v = JSON.parse(text) as unknown;
    return v == null ? fallback : (v as T);
  } catch {
    return fallback;
  }
}
