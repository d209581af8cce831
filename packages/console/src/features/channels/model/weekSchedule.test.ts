import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { copyToWeekdays, dayProblems, emptyDayLabel, normalizeHolidays, sortDay, weekWhenEnabled } from './weekSchedule';

beforeAll(useEnglishTexts);
describe('week schedule', () => {
  it('accepts touching intervals and reports reversed or overlapping ones', () => {
    expect(
      dayProblems([
        { from: '13:00', to: '18:00' },
        { from: '09:00', to: '13:00' },
      ]),
    ).toEqual([]);
    expect(dayProblems([{ from: '18:00', to: '09:00' }])).toEqual(['18:00–09:00 ends before it starts']);
    expect(
      dayProblems([
        { from: '09:00', to: '12:30' },
        { from: '12:00', to: '17:00' },
      ]),
    ).toEqual(['09:00–12:30 overlaps 12:00–17:00']);
  });
  it('sorts a day and copies it to the weekdays only', () => {
    expect(
      sortDay([
        { from: '14:00', to: '15:00' },
        { from: '08:00', to: '09:00' },
      ])[0]?.from,
    ).toBe('08:00');
    const week = copyToWeekdays([[], [{ from: '09:00', to: '17:00' }], [], [], [], [], [{ from: '10:00', to: '12:00' }]], 1);
    expect(week.map((d) => d.length)).toEqual([0, 1, 1, 1, 1, 1, 1]);
    expect(week[6]?.[0]?.from).toBe('10:00');
  });
  it('dedups and sorts holidays', () => {
    expect(normalizeHolidays(['2025-12-25', '2025-01-01', '2025-12-25'])).toEqual(['2025-01-01', '2025-12-25']);
  });
});

describe('an empty day and a schedule switched on (issue 19)', () => {
  it('an empty day reads closed only while the schedule applies', () => {
    expect(emptyDayLabel(true)).toBe('Closed');
    expect(emptyDayLabel(false)).toBe('Open 24 hours');
  });
  it('switching on an empty schedule starts from 9:00–18:00 on weekdays; a schedule with hours is kept', () => {
    const empty = [[], [], [], [], [], [], []];
    const on = weekWhenEnabled(empty);
    expect(on[0]).toEqual([]);
    expect(on[6]).toEqual([]);
    expect(on.slice(1, 6).every((d) => d.length === 1 && d[0]!.from === '09:00' && d[0]!.to === '18:00')).toBe(true);
    const kept = [[], [{ from: '10:00', to: '12:00' }], [], [], [], [], []];
    expect(weekWhenEnabled(kept)).toBe(kept);
  });
});
