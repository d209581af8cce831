import { z } from 'zod';
import { AdminPath, adminAgentSchema, type AdminAgent } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchAdminAgents = (): Promise<AdminAgent[]> => call('GET', AdminPath.agents, z.array(adminAgentSchema));
