import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, MsgStatus, formatTime } from '@parley/protocol';
import type { UiMessage } from '../session/types';
import { TIME_GAP_MS, buildTimeline } from './timeline';

const at = (key: string, msgTime: number, over: Partial<UiMessage> = {}): UiMessage => ({
  key,
  msgTime,
  msgContent: key,
  msgType: 1,
  senderType: 2,
  status: MsgStatus.SUCCESS,
  ...over,
});

const T0 = 1_700_000_000_000;

describe('buildTimeline', () => {
  it('W-SH3 a separator first, then only when more than 5 minutes pass', () => {
    const rows = buildTimeline([at('a', T0), at('b', T0 + TIME_GAP_MS), at('c', T0 + 2 * TIME_GAP_MS + 1)], 'zh');
    expect(rows.map((r) => (r.kind === 'time' ? 'T' : r.key))).toEqual(['T', 'a', 'b', 'T', 'c']);
    expect(rows[0]).toMatchObject({ label: formatTime(T0, DEFAULT_DATE_FORMAT) });
  });

  it('consecutive messages of one sender are marked continued, not across a separator or a notice', () => {
    const rows = buildTimeline(
      [
        at('a', T0),
        at('b', T0 + 1000),
        at('c', T0 + 2000, { senderType: 1 }),
        at('n', T0 + 2000, { notice: { kind: 'recalled' } }),
        at('d', T0 + 3000, { senderType: 1 }),
        at('e', T0 + 3000 + TIME_GAP_MS + 1, { senderType: 1 }),
      ],
      'zh',
    );
    const continued = rows.flatMap((r) => (r.kind === 'message' ? [`${r.key}:${r.continued}`] : []));
    expect(continued).toEqual(['a:false', 'b:true', 'c:false', 'n:false', 'd:false', 'e:false']);
  });

  it('W-SH3 second timestamps are read as seconds', () => {
    const rows = buildTimeline([at('a', T0 / 1000)], 'zh');
    expect(rows[0]).toMatchObject({ label: formatTime(T0) });
  });

  it('W-SH7 the separator keeps the spec pattern in the Gregorian calendar with Latin digits in fa, th and ar', () => {
    for (const locale of ['fa', 'th', 'ar', 'my', 'bn'] as const) {
      const [row] = buildTimeline([at('a', T0)], locale);
      expect(row).toMatchObject({ kind: 'time', label: formatTime(T0, DEFAULT_DATE_FORMAT) });
    }
    // The full reading, as the locale writes it: the Solar Hijri year in Persian digits.
    const [fa] = buildTimeline([at('a', T0)], 'fa');
    expect(fa?.kind === 'time' && fa.full).toMatch(/۱۴۰۲/);
  });

  it('W-VI1 hidden messages are left out; notices get no separator', () => {
    const rows = buildTimeline(
      [at('n', T0, { notice: { kind: 'offline' } }), at('r', T0, { recallFlag: 1 }), at('i', T0, { insideFlag: 1 }), at('a', T0)],
      'zh',
    );
    expect(rows.map((r) => (r.kind === 'time' ? 'T' : r.key))).toEqual(['n', 'T', 'a']);
  });
});
