import { describe, expect, it, vi } from 'vitest';
import { IdentityRefusal, REQUEST_TIMEOUT_MS, TICKET_LINK_DEAD, TOKEN_HEADER, VisitorPath } from '@parley/protocol';
import { ApiError, createHttp, type HttpOptions } from './http';
import { createVisitorApi } from './visitor';

function setup(answer: unknown, over: Partial<HttpOptions> = {}) {
  const fetch = vi.fn(
    typeof answer === 'function'
      ? (answer as () => Promise<Response>)
      : async () => new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
  );
  const hooks = { onServerError: vi.fn(), onUnauthorized: vi.fn() };
  const post = createHttp({ getToken: () => 'tok', fetch, ...hooks, ...over });
  return { fetch, post, ...hooks };
}

describe('http', () => {
  it('W-HT1 W-HT2 POSTs JSON in UTF-8 with the token header, never in the body', async () => {
    const { fetch, post } = setup({ code: 200, message: 'ok', data: { a: 1 } });
    const env = await post(VisitorPath.chatClose, { userId: 'u1' });
    expect(env.data).toEqual({ a: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(VisitorPath.chatClose);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json;charset=UTF-8', [TOKEN_HEADER]: 'tok' });
    expect(JSON.parse(init.body as string)).toEqual({ userId: 'u1' });
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('W-HT1 the request is aborted after REQUEST_TIMEOUT_MS', async () => {
    const spy = vi.spyOn(AbortSignal, 'timeout');
    const { post } = setup({ code: 200, message: 'ok', data: null });
    await post('/x', {});
    expect(spy).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    spy.mockRestore();
  });

  it('W-HT2 no token, no header', async () => {
    const { fetch, post } = setup({ code: 200, message: 'ok', data: null }, { getToken: () => undefined });
    await post('/x', {});
    expect((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers).not.toHaveProperty(TOKEN_HEADER);
  });

  it('W-HT3 code 500 calls onServerError and rejects', async () => {
    const { post, onServerError, onUnauthorized } = setup({ code: 500, message: 'boom', data: null });
    await expect(post('/x', {})).rejects.toMatchObject({ code: 500 });
    expect(onServerError).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('W-HT4 code 401 calls onUnauthorized and rejects', async () => {
    const { post, onUnauthorized } = setup({ code: 401, message: 'expired', data: null });
    await expect(post('/x', {})).rejects.toMatchObject({ code: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('W-ID7 a 401 refusing an identity token resolves for the caller, without the login-expired dialog', async () => {
    const refusal = { code: 401, message: 'identityToken: the token has expired', data: { reason: IdentityRefusal.INVALID } };
    const { post, onUnauthorized } = setup(refusal);
    await expect(post('/x', {})).resolves.toEqual(refusal);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('W-ID11 a 401 saying the channel now requires identity resolves for the session, without the login-expired dialog', async () => {
    const refusal = { code: 401, message: 'identityToken: signed-in visitors only', data: { reason: IdentityRefusal.REQUIRED } };
    const { post, onUnauthorized } = setup(refusal);
    await expect(post('/x', {})).resolves.toEqual(refusal);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('W-LM9 a 401 refusing a ticket link resolves for the page, never with the sign-in dialog', async () => {
    const refusal = { code: 401, message: 'This ticket link is not valid or has expired', data: { reason: TICKET_LINK_DEAD } };
    const { post, onUnauthorized } = setup(refusal);
    await expect(post('/x', {})).resolves.toEqual(refusal);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('W-HT5 network failures and non-envelopes reject silently', async () => {
    const down = setup(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(down.post('/x', {})).rejects.toBeInstanceOf(ApiError);
    const html = setup(async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(html.post('/x', {})).rejects.toMatchObject({ code: 'network' });
    for (const s of [down, html]) {
      expect(s.onServerError).not.toHaveBeenCalled();
      expect(s.onUnauthorized).not.toHaveBeenCalled();
    }
  });

  it('W-SE4 W-EV8 other codes resolve for the caller to judge', async () => {
    const { post } = setup({ code: 410, message: 'gone', data: null });
    await expect(post('/x', {})).resolves.toMatchObject({ code: 410 });
  });

  it('W-CL2 beforeUnload is a keepalive fetch', async () => {
    const { fetch, post } = setup({ code: 200, message: 'ok', data: null });
    await createVisitorApi(post).beforeUnload({ userId: 'u1', pollId: 'p1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(VisitorPath.beforeUnload);
    expect(init.keepalive).toBe(true);
  });
});
