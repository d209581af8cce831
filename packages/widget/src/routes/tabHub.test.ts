import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTabHub } from './tabHub';

describe('tab hub', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('W-TB1 after close, late calls and timers post nothing (no uncaught error on a closed BroadcastChannel)', async () => {
    vi.stubGlobal('window', new EventTarget());
    const hub = openTabHub('demo')!;
    const link = hub.link('u1');
    const lead = link.lead(new AbortController().signal);
    hub.close();
    expect(() => hub.read()).not.toThrow();
    expect(() => hub.seen(true)).not.toThrow();
    expect(() => link.share([], 1)).not.toThrow();
    expect(() => link.release()).not.toThrow();
    expect(() => window.dispatchEvent(new Event('pagehide'))).not.toThrow();
    // The claim timer that was running when the page closed ends quietly.
    await expect(lead).resolves.toBe(false);
  });
});
