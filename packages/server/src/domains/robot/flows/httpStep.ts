/**
 * A flow's http node, performed (S-FL9): through the server's one outbound guard, so the call never reaches a
 * loopback, private, link-local or metadata address (whatever the flow's allow-list says), follows no redirect
 * and gives up at the node's time-out. The visitor's customerToken goes along as a header; the answer comes back
 * as status and body (JSON when it parses) for the engine to bind and branch on.
 */
import { outboundRequest } from '../../../platform/http/outbound.js';
import type { FlowEffect, FlowEvent } from './engine.js';

/** Answers beyond this are cut: a flow binds a few fields, not documents. */
const MAX_ANSWER_BYTES = 64 * 1024;
export const CUSTOMER_TOKEN_HEADER = 'x-customer-token';

export async function performHttp(
  effect: Extract<FlowEffect, { kind: 'http' }>,
  customerToken: string | undefined,
  allowedNetworks: readonly string[],
): Promise<Extract<FlowEvent, { type: 'http' }>> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'Parley-flow/1' };
  if (customerToken) headers[CUSTOMER_TOKEN_HEADER] = customerToken;
  let url: URL;
  try {
    url = new URL(effect.url);
  } catch {
    return { type: 'http', nodeId: effect.nodeId, result: { error: 'not a URL' } };
  }
  let body: string | undefined;
  if (effect.method === 'GET') for (const [k, v] of Object.entries(effect.body)) url.searchParams.set(k, v);
  else {
    body = JSON.stringify(effect.body);
    headers['content-type'] = 'application/json';
  }
  try {
    const answer = await outboundRequest(url, {
      method: effect.method,
      headers,
      ...(body !== undefined ? { body } : {}),
      timeoutMs: effect.timeoutMs,
      maxBytes: MAX_ANSWER_BYTES,
      allowedNetworks,
    });
    let parsed: unknown = answer.text;
    try {
      parsed = JSON.parse(answer.text);
    } catch {
      // Not JSON: the text itself is the answer (only its status can be branched on).
    }
    return { type: 'http', nodeId: effect.nodeId, result: { status: answer.status, body: parsed } };
  } catch (err) {
    return { type: 'http', nodeId: effect.nodeId, result: { error: (err as Error).message.slice(0, 200) } };
  }
}
