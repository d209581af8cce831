import { ApiCode, MsgType, SenderType } from '@parley/protocol';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/envelope.js';
import { checkText } from './sensitiveCheck.js';

export interface Screened {
  /** Stored in the message's extra: the words, the action and the masked text (msgTransContent). */
  extra: { sensitiveWords: string; sensitiveAction: 'mask' | 'hold' | 'block'; msgTransContent: string };
  /** sensitive_flag: an agent's held or blocked message never reaches the visitor; a visitor's own flagged line shows the note (widget W-MT9). */
  sensitive: boolean;
}

/**
 * S-SW2: a visitor's or an agent's text message checked against the tenant's lists inside the write's transaction.
 * A visitor's message with a blocked word is refused (400 naming msgContent, with the words); everything else is
 * stored with what was found. Notes, robot, system and non-text messages are not checked.
 */
export async function screenMessage(
  ctx: AppContext,
  q: Kysely<Database>,
  tenantId: string,
  m: { senderType: number; msgType: number; content: string; inside?: boolean },
): Promise<Screened | undefined> {
  if (m.inside || m.msgType !== MsgType.TEXT) return undefined;
  const side = m.senderType === SenderType.VISITOR ? 'visitor' : m.senderType === SenderType.AGENT ? 'agent' : undefined;
  if (!side) return undefined;
  const found = await checkText(ctx, q, tenantId, side, m.content);
  if (!found?.action) return undefined;
  const sensitiveWords = found.words.join(',');
  if (side === 'visitor' && found.action === 'block') {
    throw new ApiError(ApiCode.BAD_REQUEST, `body.msgContent: contains blocked words: ${sensitiveWords}`, {
      sensitiveFlag: 1,
      sensitiveWords,
      sensitiveAction: 'block',
    });
  }
  return {
    extra: { sensitiveWords, sensitiveAction: found.action, msgTransContent: found.masked },
    sensitive: side === 'visitor' || found.action !== 'mask',
  };
}
