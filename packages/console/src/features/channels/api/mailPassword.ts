import { TicketDeskPath, mailPasswordStatusSchema } from '@parley/protocol';
import { call } from '../../../shared/api';

export type MailPasswordStatus = { passwordSet: boolean };

export const fetchMailPassword = (channelId: string): Promise<MailPasswordStatus> =>
  call('GET', TicketDeskPath.mailPassword(channelId), mailPasswordStatusSchema);

/** Stores the channel's SMTP password ('' removes it); the answer says only whether one is set. */
export const saveMailPassword = (channelId: string, password: string): Promise<MailPasswordStatus> =>
  call('POST', TicketDeskPath.mailPassword(channelId), mailPasswordStatusSchema, { password });
