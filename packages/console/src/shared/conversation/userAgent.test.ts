import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../i18n/testing';
import { describeDevice, parseUserAgent } from './userAgent';

beforeAll(useEnglishTexts);
describe('parseUserAgent', () => {
  it('reads desktop Chrome on Windows', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    expect(parseUserAgent(ua)).toEqual({ kind: 'Desktop', os: 'Windows 10/11', browser: 'Chrome 124' });
  });
  it('reads Safari on an iPhone', () => {
    const ua =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    expect(parseUserAgent(ua)).toEqual({ kind: 'Mobile', os: 'iOS 17.4', browser: 'Safari 17' });
  });
  it('tells Edge from the Chrome it contains', () => {
    const ua =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36 Edg/124.0.2478.51';
    expect(parseUserAgent(ua)).toEqual({ kind: 'Desktop', os: 'macOS 10.15', browser: 'Edge 124' });
  });
  it('reads an Android tablet and phone', () => {
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120.0 Safari/537.36').kind).toBe('Tablet');
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36')).toEqual({
      kind: 'Mobile',
      os: 'Android 14',
      browser: 'Chrome 120',
    });
  });
  it('reads Firefox on Linux', () => {
    expect(parseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0')).toEqual({
      kind: 'Desktop',
      os: 'Linux',
      browser: 'Firefox 125',
    });
  });
  it('says unknown for an empty string and keeps odd ones readable', () => {
    expect(describeDevice('')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('Desktop');
  });
});
