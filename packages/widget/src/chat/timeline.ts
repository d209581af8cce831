/** The message list as rows: messages plus time separators (W-SH3). Pure, so it is tested without a DOM. */
import { DEFAULT_DATE_FORMAT, toMillis, type Locale } from '@parley/protocol';
import { formatDateTime, formatPattern } from '../i18n/format';
import { isVisible } from '../session/messages';
import type { UiMessage } from '../session/types';

/** Messages further apart than this get a time separator between them. */
export const TIME_GAP_MS = 5 * 60_000;

export type TimelineRow =
  /** `label` in the spec's pattern (Gregorian, Latin digits); `full` as the locale itself writes the moment. */
  | { kind: 'time'; key: string; label: string; full: string; at: number }
  /** `continued`: same sender as the row just above, so the name and avatar are not repeated. */
  | { kind: 'message'; key: string; message: UiMessage; continued: boolean };

const sameSender = (a: UiMessage, b: UiMessage) =>
  !a.notice && !b.notice && a.senderType === b.senderType && (a.senderName ?? '') === (b.senderName ?? '');

export function buildTimeline(messages: UiMessage[], locale: Locale, format: string = DEFAULT_DATE_FORMAT): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let previous: number | undefined;
  for (const m of messages) {
    if (!isVisible(m)) continue;
    const at = toMillis(m.msgTime);
    // Notices are not dated; they sit with the message they follow.
    if (!m.notice && Number.isFinite(at) && (previous === undefined || at - previous > TIME_GAP_MS)) {
      rows.push({ kind: 'time', key: `time-${m.key}`, label: formatPattern(at, locale, format), full: formatDateTime(at, locale), at });
    }
    if (!m.notice && Number.isFinite(at)) previous = at;
    const above = rows.at(-1);
    const continued = above?.kind === 'message' && sameSender(above.message, m);
    rows.push({ kind: 'message', key: m.key, message: m, continued });
  }
  return rows;
}
