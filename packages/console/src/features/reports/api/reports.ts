import {
  AdminPath,
  ReportPath,
  adminAgentSchema,
  reportLiveSchema,
  reportOverviewSchema,
  type AdminAgent,
  type ReportLive,
  type ReportOverview,
  type ReportQuery,
} from '@parley/protocol';
import { z } from 'zod';
import { call, withQuery } from '../../../shared/api';

export const fetchReport = (q: ReportQuery): Promise<ReportOverview> =>
  call('GET', withQuery(ReportPath.overview, { ...q }), reportOverviewSchema);

export const fetchLive = (): Promise<ReportLive> => call('GET', ReportPath.live, reportLiveSchema);

/** Whom the agent filter lists (the workspace's agents, deactivated ones too: their past counts). */
export const fetchAgentsForFilter = (): Promise<AdminAgent[]> => call('GET', AdminPath.agents, z.array(adminAgentSchema));
