import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { HandleType, TicketStatus, type SlaStateView, type TicketHandle } from '@parley/protocol';
import { clockText, detailClocks, firstResponseMet, listSla } from './sla';

const H = 3_600_000;
const clock = (targetMinutes: number, remainingMs: number, paused = false): SlaStateView => ({
  targetMinutes,
  elapsedMs: targetMinutes * 60_000 - remainingMs,
  remainingMs,
  breached: remainingMs < 0,
  paused,
});
const handle = (over: Partial<TicketHandle>): TicketHandle => ({
  id: 1,
  handleType: HandleType.PUBLIC_REPLY,
  handleWoStatus: 1,
  content: 'Hello',
  files: [],
  author: 'agent',
  authorName: 'Ada',
  agentId: 1,
  time: 0,
  ...over,
});

beforeAll(useEnglishTexts);
describe('SLA display', () => {
  it('words a running clock, and one about to run out', () => {
    expect(clockText(clock(480, 5 * H + 5 * 60_000), false)).toEqual({ text: '5h 05m left', tone: 'running' });
    expect(clockText(clock(480, 30 * 60_000), false)).toEqual({ text: '30m left', tone: 'soon' });
  });
  it('words an overdue, a paused and a met clock', () => {
    expect(clockText(clock(60, -(H + 60_000)), false)).toEqual({ text: 'Overdue by 1h 01m', tone: 'breached' });
    expect(clockText(clock(60, 20 * 60_000, true), false)).toEqual({ text: 'Paused · 20m left', tone: 'paused' });
    expect(clockText(clock(60, 20 * 60_000, true), true)).toEqual({ text: 'Met', tone: 'met' });
    expect(clockText(clock(60, -10 * 60_000, true), true)).toEqual({ text: 'Met 10m late', tone: 'breached' });
  });

  it('shows in the list the clock that runs out first, among those not met', () => {
    const sla = { firstResponse: clock(60, 40 * 60_000), resolution: clock(480, 7 * H) };
    expect(listSla({ status: TicketStatus.NOT_ACCEPTED, overdue: false, sla })?.text).toBe('40m left');
    // A stopped first-response clock on an open ticket is a met one: the resolution clock is what is left.
    const answered = { firstResponse: clock(60, 40 * 60_000, true), resolution: clock(480, 6 * H) };
    expect(listSla({ status: TicketStatus.ACCEPTED, overdue: false, sla: answered })?.text).toBe('6h left');
    // Waiting for the customer, everything is paused.
    const waiting = { firstResponse: clock(60, 40 * 60_000, true), resolution: clock(480, 6 * H, true) };
    expect(listSla({ status: TicketStatus.WAITING_REPLY, overdue: false, sla: waiting })).toEqual({
      text: 'Paused · 40m left',
      tone: 'paused',
    });
  });
  it('says overdue in the list as the server judged it, and nothing for finished tickets or no targets', () => {
    const sla = { firstResponse: clock(60, -5 * 60_000), resolution: null };
    expect(listSla({ status: TicketStatus.ACCEPTED, overdue: true, sla })).toEqual({ text: 'Overdue', tone: 'breached' });
    expect(listSla({ status: TicketStatus.RESOLVED, overdue: false, sla })).toBeNull();
    expect(listSla({ status: TicketStatus.ACCEPTED, overdue: false, sla: { firstResponse: null, resolution: null } })).toBeNull();
  });

  it('counts only a public reply with words as the first response', () => {
    expect(firstResponseMet([handle({ content: '' })])).toBe(false);
    expect(firstResponseMet([handle({ handleType: HandleType.INTERNAL })])).toBe(false);
    expect(firstResponseMet([handle({ handleType: HandleType.CUSTOMER_REPLY, author: 'customer' })])).toBe(false);
    expect(firstResponseMet([handle({})])).toBe(true);
  });
  it('lists both clocks of a ticket with their targets', () => {
    const rows = detailClocks({
      status: TicketStatus.RESOLVED,
      sla: { firstResponse: clock(60, 10 * 60_000, true), resolution: clock(480, H, true) },
      handles: [handle({})],
    });
    expect(rows).toEqual([
      { label: 'First response', target: 60, text: { text: 'Met', tone: 'met' } },
      { label: 'Resolution', target: 480, text: { text: 'Met', tone: 'met' } },
    ]);
  });
});
