import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { antdLocaleFor } from './antdLocale';

describe('antd-mobile locale', () => {
  it('W-SH10 every widget locale gives antd-mobile its own pack, or English where it has none, never its Chinese default', async () => {
    expect((await antdLocaleFor('ja')).locale).toBe('ja-JP');
    expect((await antdLocaleFor('tw')).locale).toBe('zh-TW');
    // antd-mobile names its zh-CN pack 'zh-CH'.
    expect((await antdLocaleFor('zh')).locale).toMatch(/^zh-C/);
    expect((await antdLocaleFor('zu')).locale).toBe((await antdLocaleFor('en')).locale);
    for (const l of LOCALES.filter((x) => x !== 'zh' && x !== 'tw')) expect((await antdLocaleFor(l)).locale).not.toMatch(/^zh/);
  });
});
