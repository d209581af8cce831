import { reportChange, type ReportFigures } from '@parley/protocol';

/** How a figure reads: a count, a duration, a share, a number with decimals, or stars. */
export type FigureKind = 'count' | 'duration' | 'share' | 'decimal' | 'stars';

export interface CardSpec {
  key: keyof ReportFigures;
  kind: FigureKind;
  /** Which way is good news: up, down, or neither (a count that is just a count). */
  better: 'up' | 'down' | null;
}

/** The overview's cards, in reading order, in sections. */
export const CARD_SECTIONS: { section: string; cards: CardSpec[] }[] = [
  {
    section: 'conversations',
    cards: [
      { key: 'started', kind: 'count', better: null },
      { key: 'robotSettled', kind: 'count', better: 'up' },
      { key: 'handed', kind: 'count', better: null },
      { key: 'abandoned', kind: 'count', better: 'down' },
      { key: 'messagesPerConversation', kind: 'decimal', better: null },
      { key: 'transfers', kind: 'count', better: 'down' },
    ],
  },
  {
    section: 'speed',
    cards: [
      { key: 'waitMedianMs', kind: 'duration', better: 'down' },
      { key: 'waitP90Ms', kind: 'duration', better: 'down' },
      { key: 'firstResponseMedianMs', kind: 'duration', better: 'down' },
      { key: 'firstResponseP90Ms', kind: 'duration', better: 'down' },
      { key: 'resolutionMedianMs', kind: 'duration', better: null },
    ],
  },
  {
    section: 'satisfaction',
    cards: [
      { key: 'ratingAverage', kind: 'stars', better: 'up' },
      { key: 'ratingShare45', kind: 'share', better: 'up' },
      { key: 'ratingCount', kind: 'count', better: null },
    ],
  },
  {
    section: 'tickets',
    cards: [
      { key: 'ticketsCreated', kind: 'count', better: null },
      { key: 'ticketsResolved', kind: 'count', better: 'up' },
      { key: 'ticketsReopened', kind: 'count', better: 'down' },
      { key: 'ticketsBacklog', kind: 'count', better: 'down' },
      { key: 'firstResponseSlaMet', kind: 'share', better: 'up' },
      { key: 'resolutionSlaMet', kind: 'share', better: 'up' },
    ],
  },
];

/** The change as the card shows it: its sign, size and whether it is good news. */
export function changeOf(spec: CardSpec, current: number | null, previous: number | null) {
  const change = reportChange(current, previous);
  if (change === null) return null;
  const tone = change === 0 || spec.better === null ? 'neutral' : change > 0 === (spec.better === 'up') ? 'good' : 'bad';
  return { change, tone } as const;
}

export function formatShare(value: number): string {
  return `${Math.round(value * 1000) / 10}%`;
}

export function formatChange(change: number): string {
  const pct = Math.round(change * 1000) / 10;
  return `${pct > 0 ? '+' : ''}${pct}%`;
}
