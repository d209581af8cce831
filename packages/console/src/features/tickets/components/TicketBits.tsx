import { Tag, Tooltip } from 'antd';
import { ClockCircleOutlined, PauseCircleOutlined, CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { TICKET_PRIORITY_LABELS, TICKET_STATUS_LABELS, TicketPriority, TicketStatus } from '@parley/protocol';
import type { SlaText } from '../model/sla';

/** Small pieces every ticket view shares: the status tag, the priority mark and an SLA reading. */

const STATUS_COLOURS: Record<number, string> = {
  [TicketStatus.NOT_ACCEPTED]: 'blue',
  [TicketStatus.ACCEPTED]: 'orange',
  [TicketStatus.WAITING_REPLY]: 'purple',
  [TicketStatus.RESOLVED]: 'green',
  [TicketStatus.ENDED]: 'default',
  [TicketStatus.CLOSED]: 'default',
};

export const statusLabel = (status: number) => TICKET_STATUS_LABELS[status]?.agent ?? `Status ${status}`;
export const priorityLabel = (priority: number) => TICKET_PRIORITY_LABELS[priority] ?? `Priority ${priority}`;

export function StatusTag({ status }: { status: number }) {
  const labels = TICKET_STATUS_LABELS[status];
  return (
    <Tooltip title={labels ? `The customer sees “${labels.customer}”` : undefined}>
      <Tag color={STATUS_COLOURS[status] ?? 'default'} className="ticket-status" variant="filled">
        {statusLabel(status)}
      </Tag>
    </Tooltip>
  );
}

const PRIORITY_CLASS: Record<number, string> = {
  [TicketPriority.LOW]: 'low',
  [TicketPriority.NORMAL]: 'normal',
  [TicketPriority.WARNING]: 'high',
  [TicketPriority.DANGER]: 'urgent',
};

export function PriorityMark({ priority }: { priority: number }) {
  return (
    <span className={`ticket-priority priority-${PRIORITY_CLASS[priority] ?? 'normal'}`}>
      <span className="priority-dot" aria-hidden="true" />
      {priorityLabel(priority)}
    </span>
  );
}

const SLA_ICONS = {
  met: CheckCircleOutlined,
  running: ClockCircleOutlined,
  soon: ClockCircleOutlined,
  paused: PauseCircleOutlined,
  breached: WarningOutlined,
} as const;

export function SlaReading({ sla }: { sla: SlaText | null }) {
  if (!sla) return <span className="tk-muted">—</span>;
  const Icon = SLA_ICONS[sla.tone];
  return (
    <span className={`sla-reading sla-${sla.tone}`}>
      <Icon /> {sla.text}
    </span>
  );
}

export const statusOptions = (statuses: readonly number[]) => statuses.map((s) => ({ value: s, label: statusLabel(s) }));
export const PRIORITY_OPTIONS = Object.values(TicketPriority).map((p) => ({ value: p, label: priorityLabel(p) }));
