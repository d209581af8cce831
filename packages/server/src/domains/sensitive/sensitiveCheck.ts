import type { Kysely } from 'kysely';
import { SensitiveMatcher, type SensitiveResult } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { listLists } from './listStore.js';

export type Side = 'visitor' | 'agent';

/** The bus cache of compiled matchers, by tenant (bus/busCache.ts). */
const CACHE = 'sensitive';

/**
 * The tenant's enabled lists compiled once per change (S-SW1) and kept in the node's bus cache: a message costs no
 * query for them, and an edit on any node reaches every node through `sensitiveListsChanged`.
 */
export async function matchersFor(ctx: AppContext, q: Kysely<Database>, tenantId: string): Promise<Record<Side, SensitiveMatcher>> {
  return ctx.caches.get<Record<Side, SensitiveMatcher>>(CACHE).get(tenantId, async () => {
    const on = (await listLists(q, tenantId)).filter((l) => l.enabled);
    return {
      visitor: new SensitiveMatcher(on.filter((l) => l.appliesTo !== 'agent')),
      agent: new SensitiveMatcher(on.filter((l) => l.appliesTo !== 'visitor')),
    };
  });
}

/** After the commit of a change to the tenant's lists. */
export const sensitiveListsChanged = (ctx: AppContext, tenantId: string): Promise<void> => ctx.caches.get(CACHE).changed(tenantId);

/** The matches of a text written by one side; undefined when the tenant's lists find nothing. */
export async function checkText(
  ctx: AppContext,
  q: Kysely<Database>,
  tenantId: string,
  side: Side,
  text: string,
): Promise<SensitiveResult | undefined> {
  const matcher = (await matchersFor(ctx, q, tenantId))[side];
  if (matcher.empty) return undefined;
  const result = matcher.check(text);
  return result.action ? result : undefined;
}
