/** Which words a session notice shows: the tenant's own text when set, else the built-in one. Pure. */
import { isBlank } from '@parley/protocol';
import type { Notice } from '../session/types';

/** W-TR4: userQueueMsg's ## is the queue position. */
export const fillQueuePosition = (template: string, position: number) => template.split('##').join(String(position));

export type NoticeWords = { literal: string } | { key: string; vars: Record<string, string | number> };

export function noticeWords(n: Notice): NoticeWords {
  if (n.text !== undefined && !isBlank(n.text)) {
    return { literal: n.kind === 'queued' ? fillQueuePosition(n.text, n.position ?? 0) : n.text };
  }
  return { key: `notice.${n.kind}`, vars: { name: n.name ?? '', n: n.position ?? 0 } };
}
