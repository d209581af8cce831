import { TicketStatus, type WorkingHours } from '@parley/protocol';
import type { TicketRow } from '../../platform/db/schema.js';
import { pauseClock, resumeClock } from './businessTime.js';
import { clockOf } from './ticketPresentation.js';

/**
 * What a status change does to a ticket's service clock (docs/decisions.md: ticket statuses). The clock runs
 * while the ticket waits for the company (new, accepted) and pauses while it waits for the customer, once it is
 * resolved, and once it is closed. Resolving stamps the resolution time; reopening clears it.
 */
const RUNNING: ReadonlySet<number> = new Set([TicketStatus.NOT_ACCEPTED, TicketStatus.ACCEPTED]);
const FINISHED: ReadonlySet<number> = new Set([TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED]);

export type ClockPatch = Pick<TicketRow, 'status' | 'sla_elapsed_ms' | 'sla_running_since'> &
  Partial<Pick<TicketRow, 'resolved_elapsed_ms'>>;

export function statusChange(row: TicketRow, to: number, wh: WorkingHours, now: number): ClockPatch {
  const from = row.status;
  let clock = clockOf(row);
  if (RUNNING.has(from) && !RUNNING.has(to)) clock = pauseClock(wh, clock, now);
  if (!RUNNING.has(from) && RUNNING.has(to)) clock = resumeClock(clock, now);
  const patch: ClockPatch = { status: to, sla_elapsed_ms: clock.elapsedMs, sla_running_since: clock.runningSince };
  if (to === TicketStatus.RESOLVED && row.resolved_elapsed_ms == null) patch.resolved_elapsed_ms = clock.elapsedMs;
  if (FINISHED.has(from) && !FINISHED.has(to)) patch.resolved_elapsed_ms = null;
  return patch;
}

/** The customer wrote: a ticket waiting for them, or resolved, is theirs to answer no longer. Closed ones refuse. */
export function statusAfterCustomerReply(status: number): number {
  return status === TicketStatus.WAITING_REPLY || status === TicketStatus.RESOLVED ? TicketStatus.ACCEPTED : status;
}

export const isClosed = (status: number): boolean => status === TicketStatus.ENDED || status === TicketStatus.CLOSED;
