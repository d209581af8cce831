import type { Kysely } from 'kysely';
import { seal, unseal } from '../../platform/auth/secretBox.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';

/** The names of the secrets a channel may hold. */
export const ChannelSecret = { LARGE_MODEL_KEY: 'largeModelKey', MAIL_PASSWORD: 'mailPassword' } as const;
export type ChannelSecretName = (typeof ChannelSecret)[keyof typeof ChannelSecret];

export async function readChannelSecret(ctx: AppContext, channelId: string, name: ChannelSecretName): Promise<string | undefined> {
  const row = await ctx.db.kysely
    .selectFrom('channel_secrets')
    .select('sealed')
    .where('channel_id', '=', channelId)
    .where('name', '=', name)
    .executeTakeFirst();
  return row ? unseal(ctx.config.secret, row.sealed) : undefined;
}

export async function hasChannelSecret(ctx: AppContext, channelId: string, name: ChannelSecretName): Promise<boolean> {
  return (await readChannelSecret(ctx, channelId, name)) !== undefined;
}

/** Stores (or, with an empty value, removes) a channel's secret. */
export async function writeChannelSecret(
  ctx: AppContext,
  q: Kysely<Database>,
  tenantId: string,
  channelId: string,
  name: ChannelSecretName,
  value: string,
): Promise<void> {
  if (value === '') {
    await q.deleteFrom('channel_secrets').where('channel_id', '=', channelId).where('name', '=', name).execute();
    return;
  }
  // An upsert, not delete-then-insert: two saves at once would both insert and one would fail on the key.
  const values = { sealed: seal(ctx.config.secret, value), updated_at: ctx.now() };
  await q
    .insertInto('channel_secrets')
    .values({ channel_id: channelId, tenant_id: tenantId, name, ...values })
    .onConflict((oc) => oc.columns(['channel_id', 'name']).doUpdateSet(values))
    .execute();
}
