import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { findChannel, recordChannelLoad } from '../channels/channelStore.js';

/**
 * The installation check (issue 30 item 2; S-WB5): the embed loader reports the page it runs on, and the channel keeps
 * the last one ("last loaded on https://shop.example/cart at 10:42"). Cheap by design: the channel comes from the bus
 * cache, a node writes a channel at most once a minute (its own memory says when it last did, so most reports cost
 * no query), and the row's own time keeps several nodes to about the same.
 */

export const LOAD_GAP_MS = 60_000;
const MAX_REMEMBERED = 10_000;

/** Per node (and app): when each channel's report was last written. */
const lastWrittenByApp = new WeakMap<AppContext, Map<string, number>>();

/** The page as recorded: origin and path, never the query or fragment (they may carry a visitor's data). */
export function pageOf(url: string): URL | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    u.search = '';
    u.hash = '';
    u.username = '';
    u.password = '';
    return u;
  } catch {
    return null;
  }
}

/**
 * Records a report when the request's Origin is the page's own and one the channel allows (its embed origins;
 * any when it lists none). Answers whether it was written; the caller answers the same either way.
 */
export async function recordEmbedLoad(ctx: AppContext, channelId: string, url: string, origin: string | undefined): Promise<boolean> {
  const page = pageOf(url);
  if (!page || !origin || page.origin !== origin) return false;
  const now = ctx.now();
  let lastWritten = lastWrittenByApp.get(ctx);
  if (!lastWritten) lastWrittenByApp.set(ctx, (lastWritten = new Map<string, number>()));
  const last = lastWritten.get(channelId);
  if (last !== undefined && now - last < LOAD_GAP_MS) return false;
  const ch = await findChannel(ctx, channelId);
  if (!ch || ch.row.status !== 'active') return false;
  const allowed = ch.settings.embedOrigins;
  if (allowed.length && !allowed.some((o) => pageOf(o)?.origin === origin)) return false;
  if (lastWritten.size >= MAX_REMEMBERED) lastWritten.clear();
  lastWritten.set(channelId, now);
  return inTransaction(ctx, (tx) => recordChannelLoad(ctx, tx, channelId, page.href, LOAD_GAP_MS), { oneStatement: true });
}
