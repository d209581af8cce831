/** The message list as rows: messages plus time separators (SH3). Pure, so it is tested without a DOM. */
import { DEFAULT_DATE_FORMAT, formatTime, toMillis } from '@parley/protocol';
import { isVisible } from '../session/messages';
import type { UiMessage } from '../session/types';

/** Messages further apart than this get a time separator between them. */
export const TIME_GAP_MS = 5 * 60_000;

export type TimelineRow =
  | { kind: 'time'; key: string; label: string }
  /** `continued`: same sender as the row just above, so the name and avatar are not repeated. */
  | { kind: 'message'; key: string; message: UiMessage; continued: boolean };

const sameSender = (a: UiMessage, b: UiMessage) =>
  !a.notice && !b.notice && a.senderType === b.senderType && (a.senderName ?? '') === (b.senderName ?? '');

export function buildTimeline(messages: UiMessage[], format: string = DEFAULT_DATE_FORMAT): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let previous: number | undefined;
  for (const m of messages) {
    if (!isVisible(m)) continue;
    const at = toMillis(m.msgTime);
    // Notices are not dated; they sit with the message they follow.
    if (!m.notice && Number.isFinite(at) && (previous === undefined || at - previous > TIME_GAP_MS)) {
      rows.push({ kind: 'time', key: `time-${m.key}`, label: formatTime(at, format) });
    }
    if (!m.notice && Number.isFinite(at)) previous = at;
    const above = rows.at(-1);
    const continued = above?.kind === 'message' && sameSender(above.message, m);
    rows.push({ kind: 'message', key: m.key, message: m, continued });
  }
  return rows;
}
