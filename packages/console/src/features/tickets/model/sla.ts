import { HandleType, TicketStatus, type SlaStateView, type TicketHandle, type TicketSummary } from '@parley/protocol';
import { formatSpan } from '../../../shared/workingTime';
import { i18next } from '../../../i18n';

/**
 * Service-level clocks as agents read them. The server sends each clock's reading in working time (it pauses
 * outside working hours and while the ticket waits for the customer); this only words and colours it.
 */
export type SlaTone = 'met' | 'running' | 'soon' | 'paused' | 'breached';
export interface SlaText {
  text: string;
  tone: SlaTone;
}

const t = (key: string, vars?: Record<string, unknown>) => i18next.t(`tickets:sla.${key}`, vars ?? {});

/** Under this share of its target left, a clock is shown as due soon. */
const SOON_SHARE = 0.2;

const FINISHED: readonly number[] = [TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED];
export const isFinished = (status: number) => FINISHED.includes(status);

/** The first-response target is met once an agent has replied publicly with words (a bare status change is no reply). */
export const firstResponseMet = (handles: readonly TicketHandle[]) =>
  handles.some((h) => h.handleType === HandleType.PUBLIC_REPLY && h.author === 'agent' && h.content.trim() !== '');

/** One clock: met (in time or late), overdue, paused, or the working time left. */
export function clockText(state: SlaStateView, met: boolean): SlaText {
  const span = formatSpan(state.remainingMs);
  if (met) return state.breached ? { text: t('metLate', { span }), tone: 'breached' } : { text: t('met'), tone: 'met' };
  if (state.breached) return { text: t('overdueBy', { span }), tone: 'breached' };
  if (state.paused) return { text: t('paused', { span }), tone: 'paused' };
  const soon = state.remainingMs < state.targetMinutes * 60_000 * SOON_SHARE;
  return { text: t('left', { span }), tone: soon ? 'soon' : 'running' };
}

/**
 * The list's SLA cell: the clock that runs out first among those not met yet, or null when none is left to meet.
 * The summary does not say whether the first response is met: a stopped first-response clock on a ticket that is
 * not waiting for the customer can only be a met one.
 */
export function listSla(t: Pick<TicketSummary, 'status' | 'sla' | 'overdue'>): SlaText | null {
  if (isFinished(t.status)) return null;
  if (t.overdue) return { text: i18next.t('tickets:sla.overdue'), tone: 'breached' };
  const first = t.sla.firstResponse;
  const open = [first && !(first.paused && t.status !== TicketStatus.WAITING_REPLY) ? first : null, t.sla.resolution].filter(
    (s): s is SlaStateView => s !== null,
  );
  if (open.length === 0) return null;
  const next = open.reduce((a, b) => (b.remainingMs < a.remainingMs ? b : a));
  return clockText(next, false);
}

/** Both clocks of an open ticket, for its detail. */
export function detailClocks(
  t: Pick<TicketSummary, 'status' | 'sla'> & { handles: readonly TicketHandle[] },
): Array<{ label: string; target: number; text: SlaText }> {
  const rows: Array<{ label: string; target: number; text: SlaText }> = [];
  const { firstResponse, resolution } = t.sla;
  if (firstResponse)
    rows.push({
      label: i18next.t('tickets:sla.firstResponse'),
      target: firstResponse.targetMinutes,
      text: clockText(firstResponse, firstResponseMet(t.handles)),
    });
  if (resolution)
    rows.push({
      label: i18next.t('tickets:sla.resolution'),
      target: resolution.targetMinutes,
      text: clockText(resolution, isFinished(t.status)),
    });
  return rows;
}
