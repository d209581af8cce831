import { badRequest } from '../../platform/http/envelope.js';

/**
 * The REST API's list cursors (pure): opaque to callers (base64url), a row id inside. Lists run by id, so a page
 * never repeats or skips a row when rows are added meanwhile.
 */
export const encodeCursor = (id: number): string => Buffer.from(`c${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined) return undefined;
  const m = /^c(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m) throw badRequest('cursor: pass nextCursor back as it came');
  return Number(m[1]);
}

/** One page of `limit` rows out of `limit + 1` fetched: the extra row only says there is more. */
export function pageOf<R extends { id: number }>(rows: readonly R[], limit: number): { rows: R[]; nextCursor: string | null } {
  const more = rows.length > limit;
  const kept = rows.slice(0, limit);
  return { rows: kept, nextCursor: more ? encodeCursor(Number(kept.at(-1)!.id)) : null };
}
