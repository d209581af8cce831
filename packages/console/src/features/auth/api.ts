import { z } from 'zod';
import { ConsolePath, agentProfileSchema, type AgentProfile } from '@parley/protocol';
import { call } from '../../shared/api';

export const fetchMe = (): Promise<AgentProfile> => call('GET', ConsolePath.me, agentProfileSchema);
export const loginAgent = (email: string, password: string): Promise<AgentProfile> =>
  call('POST', ConsolePath.login, agentProfileSchema, { email, password });
export const logoutAgent = (): Promise<null> => call('POST', ConsolePath.logout, z.null());
