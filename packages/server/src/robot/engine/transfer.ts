import { normalize } from './text.js';

/** Words with which visitors ask for a person rather than the robot. */
export const DEFAULT_TRANSFER_KEYWORDS: readonly string[] = [
  '人工', '转人工', '人工客服', '客服', '真人', '找人工',
  'human', 'agent', 'real person', 'live agent', 'representative', 'operator', 'talk to someone', 'speak to someone',
];

const CJK_KEYWORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A matcher for "I want a human". Alphabetic keywords must stand as whole words (agent or
 * agents, never reagent); CJK keywords match anywhere, since CJK text has no word boundaries.
 */
export function transferMatcher(keywords: readonly string[] = DEFAULT_TRANSFER_KEYWORDS): (question: string) => boolean {
  const cjk = keywords.map(normalize).filter((k) => CJK_KEYWORD.test(k));
  const words = keywords.map(normalize).filter((k) => k.trim() !== '' && !CJK_KEYWORD.test(k));
  const re = words.length ? new RegExp(`(^|[^\\p{L}\\p{N}])(${words.map(escapeRe).join('|')})s?($|[^\\p{L}\\p{N}])`, 'u') : null;
  return (question) => {
    const q = normalize(question);
    return cjk.some((k) => q.includes(k)) || (re?.test(q) ?? false);
  };
}
