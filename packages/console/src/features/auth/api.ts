import { ConsolePath, type AgentProfile } from '@parley/protocol';
import { callUnchecked } from '../../shared/api';

// The sign-in screen loads without zod and the protocol's schemas (a quarter of its weight): a signed-out visit
// never parses an answer, and a successful one loads the profile's schema with the rest of the console.
const parseProfile = async (data: unknown): Promise<AgentProfile> => (await import('@parley/protocol')).agentProfileSchema.parse(data);

export const fetchMe = async (): Promise<AgentProfile> => parseProfile(await callUnchecked('GET', ConsolePath.me));
export const loginAgent = async (email: string, password: string): Promise<AgentProfile> =>
  parseProfile(await callUnchecked('POST', ConsolePath.login, { email, password }));
export const logoutAgent = async (): Promise<void> => {
  await callUnchecked('POST', ConsolePath.logout);
};
