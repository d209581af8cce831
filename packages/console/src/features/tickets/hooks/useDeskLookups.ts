import { useEffect, useState } from 'react';
import type { AgentSummary, Group } from '@parley/protocol';
import { fetchTeam } from '../api/fetchTeam';
import { fetchTicketTypes } from '../api/fetchTicketTypes';

export interface DeskLookups {
  agents: AgentSummary[];
  groups: Group[];
  types: Array<{ typeId: string; typeName: string }>;
}

/** The team and the ticket types, for filters and the assignment controls; empty lists until they arrive (or if they fail). */
export function useDeskLookups(tenantId: string): DeskLookups {
  const [team, setTeam] = useState<Pick<DeskLookups, 'agents' | 'groups'>>({ agents: [], groups: [] });
  const [types, setTypes] = useState<DeskLookups['types']>([]);
  useEffect(() => {
    let live = true;
    fetchTeam().then(
      (t) => live && setTeam(t),
      () => undefined,
    );
    fetchTicketTypes(tenantId).then(
      (t) => live && setTypes(t),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [tenantId]);
  return { ...team, types };
}
