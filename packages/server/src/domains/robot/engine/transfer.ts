import { DEFAULT_ROBOT_TRANSFER_KEYWORDS } from '@parley/protocol';
import { normalize } from './text.js';

const CJK_KEYWORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for "I want a human". Alphabetic keywords must stand as whole words (agent or
 * agents, never reagent); CJK keywords match anywhere, since CJK text has no word boundaries.
 */
export function transferMatcher(keywords: readonly string[] = DEFAULT_ROBOT_TRANSFER_KEYWORDS): (question: string) => boolean {
  const cjk = keywords.map(normalize).filter((k) => CJK_KEYWORD.test(k));
  const words = keywords.map(normalize).filter((k) => k.trim() !== '' && !CJK_KEYWORD.test(k));
  const re = words.length ? new RegExp(`(^|[^\\p{L}\\p{N}])(${words.map(escapeRe).join('|')})s?($|[^\\p{L}\\p{N}])`, 'u') : null;
  return (question) => {
    const q = normalize(question);
    return cjk.some((k) => q.includes(k)) || (re?.test(q) ?? false);
  };
}
