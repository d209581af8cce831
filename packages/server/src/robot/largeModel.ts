import type { LargeModelSettings } from '@parley/protocol';
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

/**
 * Asks the channel's endpoint: the answer text; `noAnswer` when the endpoint answered but had nothing to say
 * (it works: not a failure); or the error of a call that failed (time-out, network, HTTP status).
 */
export async function askLargeModel(
  settings: LargeModelSettings,
  apiKey: string | undefined,
  question: string,
  docs: readonly KbDoc[],
): Promise<{ text: string } | { noAnswer: true } | { error: string }> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, messages: modelMessages(question, docs), temperature: 0.2, max_tokens: MAX_ANSWER_TOKENS }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) return { error: `HTTP ${res.status}` };
    const text = modelAnswer(await res.json().catch(() => null));
    return text === undefined ? { noAnswer: true } : { text };
  } catch (err) {
    return { error: (err as Error).name === 'TimeoutError' ? `timed out after ${settings.timeoutMs} ms` : (err as Error).message };
  }
}
