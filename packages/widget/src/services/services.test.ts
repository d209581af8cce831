import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_INFO_ELEMENT_ID, VisitorPath } from '@parley/protocol';
import { createServices } from './services';

// The browser pieces createServices touches: storage for the identity, fetch for the calls, and the page's element
// with its channel's channelInfo (S-WB12).
const kept = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (k: string) => kept.get(k) ?? null,
    setItem: (k: string, v: string) => void kept.set(k, v),
    removeItem: (k: string) => void kept.delete(k),
  },
});
let written: string | null = null;
vi.stubGlobal('document', {
  getElementById: (id: string) => (written !== null && id === CHANNEL_INFO_ELEMENT_ID ? { textContent: written } : null),
});
// The uploader only needs the constructor to exist.
vi.stubGlobal('XMLHttpRequest', class {});
const asked: string[] = [];
vi.stubGlobal('fetch', async (path: string, init: { body: string }) => {
  asked.push(`${path} ${init.body}`);
  return { json: async () => ({ code: 200, message: 'ok', data: { n: asked.length } }) };
});

const start = { locale: 'en', channelId: 'demo', pid: 'p' };
const pageWith = (channelId: string) => JSON.stringify({ code: 200, message: 'ok', data: { channelId, language: 'en' } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('services', () => {
  beforeEach(() => {
    asked.length = 0;
    written = null;
  });

  it('W-ST10 the channelInfo asked early serves the session’s first channelInfo for that channel, once', async () => {
    const services = createServices();
    services.prefetchChat('demo', () => null);
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
    services.prefetchChat('demo', () => null);
    await services.api.channelInfo({ channelId: 'other' });
    expect(asked).toHaveLength(2);
    expect(asked[1]).toContain('"channelId":"other"');
  });

  it('W-ST10 S-WB12 with the channel in the page, chatStart goes at once; the session’s same start takes its answer', async () => {
    written = pageWith('demo');
    const services = createServices();
    const channel = services.prefetchChat('demo', (info) => ({ ...start, channelId: info.channelId }));
    expect(channel).toMatchObject({ channelId: 'demo', language: 'en' });
    await settle();
    expect(asked).toEqual([`${VisitorPath.chatStart} ${JSON.stringify(start)}`]);
    // The session's first calls: channelInfo from the page, chatStart (its fields in another order) from the early one.
    expect((await services.api.channelInfo({ channelId: 'demo' })).data).toMatchObject({ channelId: 'demo' });
    expect((await services.api.chatStart({ pid: 'p', channelId: 'demo', locale: 'en' })).data).toEqual({ n: 1 });
    expect(asked).toHaveLength(1);
    // A later start (W-EV8, W-ID8) asks the server.
    await services.api.chatStart(start);
    expect(asked).toHaveLength(2);
  });

  it('W-ST10 a session starting otherwise (another locale) asks again; no early start where the page said not to', async () => {
    written = pageWith('demo');
    const a = createServices();
    a.prefetchChat('demo', () => start);
    await settle();
    expect((await a.api.chatStart({ ...start, locale: 'de' })).data).toEqual({ n: 2 });
    expect(asked[1]).toContain('"locale":"de"');

    asked.length = 0;
    const b = createServices();
    b.prefetchChat('demo', () => null);
    await settle();
    expect(asked).toEqual([]);
  });

  it('S-WB12 a page written for another channel, or unreadable, is not taken: channelInfo is asked', async () => {
    for (const page of [pageWith('other'), '{not json', JSON.stringify({ code: 403, message: 'no', data: null })]) {
      written = page;
      asked.length = 0;
      expect(createServices().prefetchChat('demo', () => null)).toBeNull();
      expect(asked).toEqual([`${VisitorPath.channelInfo} {"channelId":"demo"}`]);
    }
  });
});
