import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, faviconFor } from './favicon';

describe('favicon', () => {
  it("uses the channel's avatar when it is an https or same-server image, Parley's icon otherwise", () => {
    expect(faviconFor({ avatar: 'https://shop.example/logo.png' })).toBe('https://shop.example/logo.png');
    expect(faviconFor({ avatar: '/files/logo.png' })).toBe('/files/logo.png');
    expect(faviconFor({ avatar: '' })).toBe(DEFAULT_FAVICON);
    expect(faviconFor({ avatar: 'javascript:alert(1)' })).toBe(DEFAULT_FAVICON);
    expect(faviconFor({ avatar: '//evil.example/x.png' })).toBe(DEFAULT_FAVICON);
    expect(faviconFor(null)).toBe(DEFAULT_FAVICON);
  });
});
