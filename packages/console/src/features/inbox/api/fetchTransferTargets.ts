import { z } from 'zod';
import { ConsolePath, agentSummarySchema, groupSchema, type AgentSummary, type Group } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Agents (with presence and load) and groups of this tenant, for the transfer dialog. */
export async function fetchTransferTargets(): Promise<{ agents: AgentSummary[]; groups: Group[] }> {
  const [agents, groups] = await Promise.all([
    call('GET', ConsolePath.agents, z.array(agentSummarySchema)),
    call('GET', ConsolePath.groups, z.array(groupSchema)),
  ]);
  return { agents, groups };
}
