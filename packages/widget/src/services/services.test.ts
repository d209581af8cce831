import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createServices } from './services';

// The browser pieces createServices touches: storage for the identity and fetch for the calls.
const kept = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  },
});
// The uploader only needs the constructor to exist.
vi.stubGlobal('XMLHttpRequest', class {});
const asked: string[] = [];
vi.stubGlobal('fetch', async (path: string, init: { body: string }) => {
  asked.push(`${path} ${init.body}`);
  return { json: async () => ({ code: 200, message: 'ok', data: { n: asked.length } }) };
});

describe('services', () => {
  beforeEach(() => void (asked.length = 0));

  it('W-ST10 the channelInfo asked early serves the session’s first channelInfo for that channel, once', async () => {
    const services = createServices();
    services.prefetchChannel('demo');
    expect(asked).toHaveLength(1);
    const first = await services.api.channelInfo({ channelId: 'demo' });
    expect(asked).toHaveLength(1);
    expect(first.data).toEqual({ n: 1 });
    // A retry (W-ST6) asks again.
    const again = await services.api.channelInfo({ channelId: 'demo' });
    expect(asked).toHaveLength(2);
    expect(again.data).toEqual({ n: 2 });
  });

  it('W-ST10 an early answer for another channel is not taken', async () => {
    const services = createServices();
    services.prefetchChannel('demo');
    await services.api.channelInfo({ channelId: 'other' });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('"channelId":"other"');
  });
});
