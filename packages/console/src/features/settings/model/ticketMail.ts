import { isValidEmail, type TicketMail } from '@parley/protocol';

/*
 * The Leave message section's e-mail group: ticket replies sent to customers through the channel's own SMTP server.
 * The schema accepts it switched on but half filled in; such a server would silently send nothing, so the editor
 * asks for the server and the sender first.
 */
export interface TicketMailProblem {
  field: 'host' | 'from';
  message: string;
}

export function ticketMailProblems(m: Pick<TicketMail, 'enabled' | 'host' | 'from'>): TicketMailProblem[] {
  if (!m.enabled) return [];
  const out: TicketMailProblem[] = [];
  if (!m.host.trim()) out.push({ field: 'host', message: 'The SMTP server is needed to send e-mail' });
  const from = m.from.trim();
  // "Name <address>" or a bare address.
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!from) out.push({ field: 'from', message: 'The sender address is needed to send e-mail' });
  else if (!isValidEmail(address.trim()))
    out.push({ field: 'from', message: 'An e-mail address, like care@shop.example or Shop Care <care@shop.example>' });
  return out;
}
