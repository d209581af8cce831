import { isValidEmail, type TicketMail } from '@parley/protocol';
import { i18next } from '../../../i18n';

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
  if (!m.host.trim()) out.push({ field: 'host', message: i18next.t('channels:model.ticketMail.theSmtpServerIsNeeded') });
  const from = m.from.trim();
  // "Name <address>" or a bare address.
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  if (!from) out.push({ field: 'from', message: i18next.t('channels:model.ticketMail.theSenderAddressIsNeeded') });
  else if (!isValidEmail(address.trim())) out.push({ field: 'from', message: i18next.t('channels:model.ticketMail.anEMailAddressLike') });
  return out;
}
