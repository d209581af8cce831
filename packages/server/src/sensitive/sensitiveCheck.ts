import type { Kysely } from 'kysely';
import { SensitiveMatcher, type SensitiveResult, type SensitiveList } from '@parley/protocol';
import type { Database } from '../db/schema.js';
import { listLists } from './listStore.js';

export type Side = 'visitor' | 'agent';

/**
 * The tenant's enabled lists compiled once per change (SW1): keyed by what the lists are, so an edit on any node is
 * seen at the next message without a bus message, at the cost of one small query per checked message.
 */
interface Compiled {
  stamp: string;
  bySide: Record<Side, SensitiveMatcher>;
}
/** Per app (its context is the key): two apps in one process have their own databases. */
const compiledByApp = new WeakMap<object, Map<string, Compiled>>();
const MAX_TENANTS = 500;

function stampOf(lists: readonly SensitiveList[]): string {
  return lists.map((l) => `${l.id}:${l.updatedAt}:${l.enabled ? 1 : 0}`).join(',');
}

export async function matchersFor(app: object, q: Kysely<Database>, tenantId: string): Promise<Record<Side, SensitiveMatcher>> {
  let compiled = compiledByApp.get(app);
  if (!compiled) compiledByApp.set(app, (compiled = new Map<string, Compiled>()));
  const lists = await listLists(q, tenantId);
  const stamp = stampOf(lists);
  const known = compiled.get(tenantId);
  if (known && known.stamp === stamp) return known.bySide;
  const on = lists.filter((l) => l.enabled);
  const bySide = {
    visitor: new SensitiveMatcher(on.filter((l) => l.appliesTo !== 'agent')),
    agent: new SensitiveMatcher(on.filter((l) => l.appliesTo !== 'visitor')),
  };
  if (compiled.size >= MAX_TENANTS) compiled.delete(compiled.keys().next().value!);
  compiled.set(tenantId, { stamp, bySide });
  return bySide;
}

/** The matches of a text written by one side; undefined when the tenant's lists find nothing. */
export async function checkText(
  app: object,
  q: Kysely<Database>,
  tenantId: string,
  side: Side,
  text: string,
): Promise<SensitiveResult | undefined> {
  const matcher = (await matchersFor(app, q, tenantId))[side];
  if (matcher.empty) return undefined;
  const result = matcher.check(text);
  return result.action ? result : undefined;
}
