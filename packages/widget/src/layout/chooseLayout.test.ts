import { describe, expect, it } from 'vitest';
import { WIDE_SCREEN_PX } from '@parley/protocol';
import { chooseLayout } from './chooseLayout';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('chooseLayout', () => {
  it('W-SH1 a phone at most 800 px wide is mobile', () => {
    expect(chooseLayout(IPHONE, 375)).toBe('mobile');
    expect(chooseLayout(ANDROID_PHONE, WIDE_SCREEN_PX)).toBe('mobile');
  });
  it('W-SH1 a phone wider than 800 px is desktop', () => {
    expect(chooseLayout(IPHONE, WIDE_SCREEN_PX + 1)).toBe('desktop');
  });
  it('W-SH1 tablets and computers are desktop at any width', () => {
    expect(chooseLayout(ANDROID_TABLET, 600)).toBe('desktop');
    expect(chooseLayout(DESKTOP, 375)).toBe('desktop');
  });
});
