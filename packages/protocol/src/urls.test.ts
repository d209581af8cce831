import { describe, expect, it } from 'vitest';
import { safeUrl } from './index.js';

describe('safeUrl', () => {
  it('W-MT3 keeps http(s), same-origin paths and local blobs, trimmed', () => {
    expect(safeUrl('https://a.test/x')).toBe('https://a.test/x');
    expect(safeUrl('/api/files/k/a.png?s=1')).toBe('/api/files/k/a.png?s=1');
    expect(safeUrl(' https://cdn.example/a.png ')).toBe('https://cdn.example/a.png');
    expect(safeUrl('blob:https://a.test/123')).toBe('blob:https://a.test/123');
  });
  it('W-MT3 drops script, data, protocol-relative and empty links', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:x',
      'data:text/html,x',
      'data:image/png;base64,AA',
      '//evil.test/x',
      'https://a b',
      '',
      undefined,
    ])
      expect(safeUrl(bad), String(bad)).toBeUndefined();
  });
});
