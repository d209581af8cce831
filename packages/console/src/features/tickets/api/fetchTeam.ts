import { z } from 'zod';
import { ConsolePath, agentSummarySchema, groupSchema, type AgentSummary, type Group } from '@parley/protocol';
import { call } from '../../../shared/api';

/** The tenant's agents and groups, for the assignee filter and the assignment controls. */
export async function fetchTeam(): Promise<{ agents: AgentSummary[]; groups: Group[] }> {
  const [agents, groups] = await Promise.all([
    call('GET', ConsolePath.agents, z.array(agentSummarySchema)),
    call('GET', ConsolePath.groups, z.array(groupSchema)),
  ]);
  return { agents, groups };
}
