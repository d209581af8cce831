import { describe, expect, it } from 'vitest';
import { installState, suggestedOrigins } from './installCheck';

describe('installation check', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  it('reads never, recent or stale', () => {
    expect(installState(null, now)).toBe('never');
    expect(installState({ pageUrl: 'https://shop.example/', at: now - 3600_000 }, now)).toBe('recent');
    expect(installState({ pageUrl: 'https://shop.example/', at: now - 8 * 24 * 3600_000 }, now)).toBe('stale');
  });
  it('suggests the site origin and its www twin', () => {
    expect(suggestedOrigins('https://shop.example/cart?x=1')).toEqual(['https://shop.example', 'https://www.shop.example']);
    expect(suggestedOrigins('https://www.shop.example:8443')).toEqual(['https://www.shop.example:8443', 'https://shop.example:8443']);
    expect(suggestedOrigins('http://localhost:3000/')).toEqual(['http://localhost:3000']);
    expect(suggestedOrigins('http://127.0.0.1:8080')).toEqual(['http://127.0.0.1:8080']);
    expect(suggestedOrigins('javascript:alert(1)')).toEqual([]);
    expect(suggestedOrigins('')).toEqual([]);
  });
});
