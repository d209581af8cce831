import { describe, expect, it } from 'vitest';
import { demoPreviewUrl, embedSnippet } from './embed.js';

describe('embed snippet and preview', () => {
  it('builds the embed snippet with escaped attributes', () => {
    expect(embedSnippet('https://chat.example', 'demo')).toBe(
      '<script src="https://chat.example/embed.js" data-channel-id="demo" async></script>',
    );
    expect(embedSnippet('https://x', 'a"b')).toContain('data-channel-id="a&quot;b"');
  });
  it("links the demo shop with a channel's snippet", () => {
    expect(demoPreviewUrl('https://chat.example', 'acme shop')).toBe('https://chat.example/demo/?channelId=acme%20shop');
  });
});
