import { TOKEN_HEADER, VisitorPath, type RobotAskAnswer, type VisitorEvent } from '@parley/protocol';

/** One visitor call over real HTTP: the envelope's data, or an error naming the call, code and message. */
export async function visitorPost<T>(baseURL: string, path: string, body: Record<string, unknown>, token?: string): Promise<T> {
  const res = await fetch(baseURL + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return json.data;
}

/** A new visitor of the demo channel asks its robot one question over the real HTTP API. */
export async function askRobot(baseURL: string, question: string): Promise<RobotAskAnswer> {
  const { userId, token } = await visitorPost<{ userId: string; token: string }>(baseURL, VisitorPath.chatStart, {
    channelId: 'demo',
    locale: 'en',
  });
  return visitorPost<RobotAskAnswer>(baseURL, VisitorPath.robotAsk, { userId, question }, token);
}

/** A visitor driven through the real visitor HTTP API (JSON calls, multipart upload), collecting their durable events. */
export async function startApiVisitor(baseURL: string, userName: string) {
  const post = <T>(path: string, body: Record<string, unknown>, token?: string) => visitorPost<T>(baseURL, path, body, token);
  const start = await post<{ userId: string; token: string; lastEventId: number }>(VisitorPath.chatStart, {
    channelId: 'demo',
    userName,
    locale: 'en',
  });
  const { userId, token } = start;
  let cursor = start.lastEventId;
  const events: VisitorEvent[] = [];
  return {
    token,
    send: (msgContent: string, msgType = 1, extra: Record<string, unknown> = {}) =>
      post(VisitorPath.sendMsg, { userId, msgContent, msgType, id: `message${Date.now()}`, ...extra }, token),
    transfer: () => post<{ status: number }>(VisitorPath.transferAgent, { userId }, token),
    evaluate: (body: Record<string, unknown>) => post(VisitorPath.evaluate, { userId, ...body }, token),
    async upload(name: string, bytes: Uint8Array, type: string): Promise<{ url: string; name: string }> {
      const form = new FormData();
      form.append('userId', userId);
      form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const res = await fetch(baseURL + VisitorPath.upload, { method: 'POST', headers: { [TOKEN_HEADER]: token }, body: form });
      const json = (await res.json()) as { code: number; message: string; data: { url: string; name: string } };
      if (json.code !== 200) throw new Error(`upload: ${json.code} ${json.message}`);
      return json.data;
    },
    /** Every event so far (polls once, without holding the request). */
    async events(): Promise<VisitorEvent[]> {
      const page = await post<{ msgList: VisitorEvent[]; lastEventId: number }>(
        VisitorPath.getEventMsg,
        { userId, lastEventId: cursor, wait: 0 },
        token,
      );
      events.push(...page.msgList);
      cursor = page.lastEventId;
      return events;
    },
  };
}
