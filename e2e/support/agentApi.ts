import { expect, type APIRequestContext, type Frame, type Page } from '@playwright/test';
import { AdminPath } from '@parley/protocol';

/** An agent or admin driven through the console and admin APIs with a signed-in request context. */
export function agentApi(agent: () => APIRequestContext) {
  async function call<T>(method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
    const res = await agent()[method](path, data === undefined ? {} : { data });
    const body = (await res.json()) as { code: number; message: string; data: T };
    expect(body.code, `${method.toUpperCase()} ${path}: ${body.message}`).toBe(200);
    return body.data;
  }
  /** The admin call changes only the keys sent. */
  const patchChannel = (patch: Record<string, unknown>, channelId = 'demo') => call('post', AdminPath.channel(channelId), patch);
  /** The newest conversation of the visitor whose widget runs in `page` or a frame (identity read from its storage). */
  async function sessionOf(page: Page | Frame, channelId = 'demo'): Promise<number> {
    const userId = await page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { userId?: string }).userId,
      `parley:visitor:${channelId}`,
    );
    let found: number | undefined;
    await expect
      .poll(async () => {
        const list = await call<Array<{ sessionId: number; visitor: { userId: string } }>>('get', '/api/console/conversations?status=all');
        found = list.filter((c) => c.visitor.userId === userId).sort((a, b) => b.sessionId - a.sessionId)[0]?.sessionId;
        return found;
      })
      .toBeDefined();
    return found!;
  }
  return { call, patchChannel, sessionOf };
}

/** A real PNG drawn by the browser, so thumbnails and the lightbox have something to show. */
export async function drawPng(page: Page, label: string, colour: string, width = 480, height = 320): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill, w, h]) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      const g = c.getContext('2d')!;
      g.fillStyle = fill;
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#fff';
      g.font = `bold ${Math.round(h / 8)}px sans-serif`;
      g.fillText(text, Math.round(w / 15), Math.round(h * 0.53));
      return c.toDataURL('image/png');
    },
    [label, colour, width, height] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
