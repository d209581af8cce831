import { createHmac, timingSafeEqual } from 'node:crypto';
import { CALL_TOKEN_TTL_MS, type CallParty, type VideoTokenAnswer } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { CallRow } from '../../platform/db/schema.js';
import { iceServersFor } from './callSettings.js';

/**
 * The seam between calls and what carries their media (docs/decisions.md "Calls"). Everything about a call's
 * life (ring, answer, end, records) is the service's; a provider only says how a party joins the media and
 * checks the credential it handed out. p2p: browser to browser, signalled through our event streams. An SFU
 * provider (LiveKit, Janus) would answer its own room token here, for group calls and recording.
 */
export interface CallProvider {
  readonly name: string;
  /** The credential and ICE servers one party of the call needs. */
  credentials(ctx: AppContext, call: CallRow, party: CallParty): Promise<VideoTokenAnswer>;
  /** Whether a credential is this party's, for this call, and still valid. */
  verify(ctx: AppContext, call: CallRow, party: CallParty, token: string): boolean;
}

function sign(secret: string, callId: string, party: CallParty, expiresAt: number): string {
  return createHmac('sha256', secret).update(`parley-call\n${callId}\n${party}\n${expiresAt}`).digest('base64url');
}

export const p2pProvider: CallProvider = {
  name: 'p2p',
  async credentials(ctx, call, party) {
    const { iceServers, expiresAt: turnExpiry } = await iceServersFor(ctx, call.tenant_id, `${call.id}-${party}`);
    const expiresAt = Math.min(ctx.now() + CALL_TOKEN_TTL_MS, turnExpiry);
    return {
      callId: call.id,
      token: `${expiresAt}.${sign(ctx.config.secret, call.id, party, expiresAt)}`,
      expiresAt,
      provider: 'p2p',
      iceServers,
    };
  },
  verify(ctx, call, party, token) {
    const [exp, sig] = token.split('.');
    const expiresAt = Number(exp);
    if (!sig || !Number.isSafeInteger(expiresAt) || expiresAt <= ctx.now()) return false;
    const want = Buffer.from(sign(ctx.config.secret, call.id, party, expiresAt));
    const got = Buffer.from(sig);
    return got.length === want.length && timingSafeEqual(got, want);
  },
};
