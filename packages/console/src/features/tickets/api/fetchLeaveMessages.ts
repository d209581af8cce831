import { z } from 'zod';
import { TicketDeskPath, agentLeaveMessageSchema, type AgentLeaveMessage } from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';
import type { LeaveFilter } from '../model/leaveMessages';

export const fetchLeaveMessages = (state: LeaveFilter): Promise<AgentLeaveMessage[]> =>
  call('GET', withQuery(TicketDeskPath.leaveMessages, { state }), z.array(agentLeaveMessageSchema));
