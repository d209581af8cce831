import { TicketDeskPath, agentLeaveMessageSchema, type AgentLeaveMessage } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Marks a simple leave message handled, with the agent's remark; answers it as now stored. */
export const handleLeaveMessage = (id: number, remark: string): Promise<AgentLeaveMessage> =>
  call('POST', TicketDeskPath.handleLeaveMessage(id), agentLeaveMessageSchema, { remark });
