import { currentIdentitySecret, setIdentitySecret } from '../channels/identitySecrets.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { DEMO_CHANNEL_ID } from './demoSeed.js';

/**
 * DEMO_IDENTITY_SECRET: the demo channel's identity secret, so a demo page can sign visitors with a value it knows.
 * Applied at every start when it differs from the stored one (the replaced one stops at once: it was a demo value).
 */
export async function applyDemoIdentitySecret(ctx: AppContext, secret: string): Promise<void> {
  const channel = await ctx.db.kysely
    .selectFrom('channels')
    .select(['id', 'tenant_id'])
    .where('id', '=', DEMO_CHANNEL_ID)
    .executeTakeFirst();
  if (!channel || (await currentIdentitySecret(ctx, channel.id)) === secret) return;
  await inTransaction(ctx, (tx) => setIdentitySecret(ctx, tx, { tenantId: channel.tenant_id, channelId: channel.id }, secret, 0));
}
