import { describe, expect, it } from 'vitest';
import { copyToWeekdays, dayProblems, normalizeHolidays, sortDay } from './weekSchedule';

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
