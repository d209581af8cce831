import { AccountPath, ConsolePath, type AgentProfile } from '@parley/protocol';
import { ApiFailure, callUnchecked } from '../../shared/api';

// The sign-in screen loads without zod and the protocol's schemas (a quarter of its weight): a signed-out visit
// never parses an answer, and a successful one loads the profile's schema with the rest of the console.
const parseProfile = async (data: unknown): Promise<AgentProfile> => (await import('@parley/protocol')).agentProfileSchema.parse(data);

/** The signed-in agent, or null when nobody is (no session cookie). */
export const fetchMe = async (): Promise<AgentProfile | null> => {
  const data = await callUnchecked('GET', ConsolePath.me);
  return data === null ? null : parseProfile(data);
};
/** tenantId names the workspace when the e-mail and password open accounts in several (a 409 lists them). */
export const loginAgent = async (email: string, password: string, tenantId?: string, code?: string): Promise<AgentProfile> =>
  parseProfile(
    await callUnchecked('POST', ConsolePath.login, { email, password, ...(tenantId ? { tenantId } : {}), ...(code ? { code } : {}) }),
  );

/** The reason a refused sign-in gives (`data.reason`), read without zod. */
export function refusalOf(e: unknown): string | undefined {
  const reason = e instanceof ApiFailure ? (e.data as { reason?: unknown } | null)?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** Whether self-service sign-up is open on this server (the sign-in screen offers it then). */
export const signupOpen = async (): Promise<boolean> => {
  const data = (await callUnchecked('GET', AccountPath.signup)) as { mode?: unknown } | null;
  return data?.mode === 'open';
};

/** The workspaces a 409 of the sign-in offers, read without zod (the sign-in screen loads none). */
export function workspacesOf(e: unknown): Array<{ tenantId: string; tenantName: string }> {
  if (!(e instanceof ApiFailure) || e.code !== 409) return [];
  const list = (e.data as { workspaces?: unknown } | null)?.workspaces;
  return Array.isArray(list)
    ? list.filter((w): w is { tenantId: string; tenantName: string } => typeof (w as { tenantId?: unknown })?.tenantId === 'string')
    : [];
}
export const logoutAgent = async (): Promise<void> => {
  await callUnchecked('POST', ConsolePath.logout);
};
