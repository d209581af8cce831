import { describe, expect, it } from 'vitest';
import { safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it('keeps http(s) and same-origin paths only', () => {
    expect(safeUrl('/api/files/k/a.png?s=1')).toBe('/api/files/k/a.png?s=1');
    expect(safeUrl(' https://cdn.example/a.png ')).toBe('https://cdn.example/a.png');
    expect(safeUrl('blob:http://127.0.0.1:5173/1b2c')).toBe('blob:http://127.0.0.1:5173/1b2c');
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:1', 'data:image/png;base64,AA', '//evil.example/a', '', undefined]) expect(safeUrl(bad)).toBeUndefined();
  });
});
