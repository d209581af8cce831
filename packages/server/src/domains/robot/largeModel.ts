import type { LargeModelSettings } from '@parley/protocol';
import { OutboundRefused, outboundRequest } from '../../platform/http/outbound.js';
import type { KbDoc } from './engine/types.js';
import { plainText } from './engine/text.js';

/*
 * Large-model answers (issue 3 item 8): an OpenAI-compatible chat-completions endpoint answers a question
 * the knowledge base could not answer with confidence, reading only the robot's closest documents. Any
 * failure (time-out, HTTP error, a malformed or empty reply, the model saying the documents do not
 * answer) leaves the robot's own reply.
 */

/** What the model is told to say when the documents do not answer the question. */
export const NO_ANSWER = 'NO_ANSWER';

/** The longest document answer passed on: the model reads the gist, not a whole manual. */
const MAX_DOC_CHARS = 1500;
const MAX_ANSWER_TOKENS = 400;

export interface ChatMessageIn {
  role: 'system' | 'user';
  content: string;
}

/** The prompt: the documents, numbered, then the visitor's question on its own. */
export function modelMessages(question: string, docs: readonly KbDoc[]): ChatMessageIn[] {
  const sources = docs
    .map((d, i) => {
      const answer = plainText(d.answer).replace(/\s+/g, ' ').trim().slice(0, MAX_DOC_CHARS);
      return `[${i + 1}] Q: ${d.question}\nA: ${answer}`;
    })
    .join('\n\n');
  return [
    {
      role: 'system',
      content:
        'You are the customer-service assistant of this company. Answer the visitor using only the documents below, ' +
        'briefly and in the language of the question. Do not invent policies, prices or links. ' +
        `If the documents do not answer the question, reply with exactly ${NO_ANSWER}.\n\nDocuments:\n${sources}`,
    },
    { role: 'user', content: question },
  ];
}

/** The answer text of a chat-completions response body, or undefined when there is none to show. */
export function modelAnswer(body: unknown): string | undefined {
  const content = (body as { choices?: Array<{ message?: { content?: unknown } }> } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string') return undefined;
  const text = content.trim();
  if (text === '' || text.includes(NO_ANSWER)) return undefined;
  return text;
}

/** The endpoint an API root names: scheme, host, port and path without trailing slashes, for comparing roots. */
function endpointOf(baseUrl: string): string | undefined {
  try {
    const u = new URL(baseUrl);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * The bearer key for a channel's endpoint: the channel's own key when it stored one; otherwise the operator's,
 * but only when the channel asks the operator's own endpoint. A tenant's endpoint never sees the operator's key.
 */
export function bearerKeyFor(
  baseUrl: string,
  ownKey: string | undefined,
  operator: { baseUrl?: string; apiKey?: string },
): string | undefined {
  if (ownKey) return ownKey;
  if (!operator.apiKey || !operator.baseUrl) return undefined;
  const asked = endpointOf(baseUrl);
  return asked !== undefined && asked === endpointOf(operator.baseUrl) ? operator.apiKey : undefined;
}

const MAX_REPLY_BYTES = 256 * 1024;

/**
 * Asks the channel's endpoint: the answer text; `noAnswer` when the endpoint answered but had nothing to say
 * (it works: not a failure); or the error of a call that failed (time-out, network, HTTP status).
 */
export async function askLargeModel(
  settings: LargeModelSettings,
  apiKey: string | undefined,
  question: string,
  docs: readonly KbDoc[],
  allowedNetworks: readonly string[],
): Promise<{ text: string } | { noAnswer: true } | { error: string }> {
  const url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`);
  try {
    const res = await outboundRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({
        model: settings.model,
        messages: modelMessages(question, docs),
        temperature: 0.2,
        max_tokens: MAX_ANSWER_TOKENS,
      }),
      timeoutMs: settings.timeoutMs,
      maxBytes: MAX_REPLY_BYTES,
      allowedNetworks,
    });
    if (res.status < 200 || res.status > 299) return { error: `HTTP ${res.status}` };
    const text = modelAnswer(parseJson(res.text));
    return text === undefined ? { noAnswer: true } : { text };
  } catch (err) {
    if (err instanceof OutboundRefused) return { error: `refused: ${err.message}` };
    return { error: (err as Error).name === 'TimeoutError' ? `timed out after ${settings.timeoutMs} ms` : (err as Error).message };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
