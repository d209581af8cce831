import { describe, expect, it } from 'vitest';
import { pickConsoleLanguage } from './language';

describe('pickConsoleLanguage', () => {
  it('keeps the agent’s stored choice over the browser', () => {
    expect(pickConsoleLanguage('en', ['zh-CN'])).toBe('en');
    expect(pickConsoleLanguage('zh', ['en-US'])).toBe('zh');
  });

  it('follows the first browser language when nothing valid is stored: zh* is Chinese, the rest English', () => {
    expect(pickConsoleLanguage(null, ['zh-CN', 'en'])).toBe('zh');
    expect(pickConsoleLanguage(undefined, ['zh-Hant-TW'])).toBe('zh');
    expect(pickConsoleLanguage('fr', ['ZH'])).toBe('zh');
    expect(pickConsoleLanguage(null, ['en-US', 'zh-CN'])).toBe('en');
    expect(pickConsoleLanguage(null, ['ja-JP'])).toBe('en');
    expect(pickConsoleLanguage(null, [])).toBe('en');
    expect(pickConsoleLanguage(null, ['zhx'])).toBe('en');
  });
});
