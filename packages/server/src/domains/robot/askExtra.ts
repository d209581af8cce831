import type { z } from 'zod';
import type { robotAskBody } from '@parley/protocol';

const KEPT = ['docId', 'click', 'button', 'nodeId', 'itemId', 'bingCode', 'bindValue'] as const;

/**
 * What the visitor's question message keeps of robotAsk's body: how it was asked (a FAQ click, an answer's button, a
 * flow's position and bound value). One place for the knowledge-base answer and the flow turn alike.
 */
export function questionExtraOf(body: z.output<typeof robotAskBody>): Partial<Pick<z.output<typeof robotAskBody>, (typeof KEPT)[number]>> {
  const extra: Record<string, unknown> = {};
  for (const key of KEPT) if (body[key] !== undefined) extra[key] = body[key];
  return extra;
}
