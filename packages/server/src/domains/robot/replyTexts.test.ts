import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { replyTexts } from './replyTexts.js';

describe('the robot answers in the visitor locale', () => {
  it("S-RB7 follows the locale sent with chatStart, not the question's script", () => {
    expect(replyTexts('ja', '', '返品の方法を教えてください').clarify).toBe('お探しの内容は次のどれでしょうか？');
    expect(replyTexts('en', 'zh', '怎么退货').unknown).toMatch(/^Sorry/);
    expect(replyTexts('zh-CN', '', 'refund').transfer).toBe('正在为您转接人工客服。');
  });
  it('S-RB7 reads tw, zh-TW and zh-Hant as Traditional Chinese', () => {
    for (const tag of ['tw', 'zh-TW', 'zh-Hant-HK', 'zh_tw']) expect(replyTexts(tag, '', 'x').clarify).toBe('您是想問以下哪個問題？');
  });
  it("S-RB7 falls back to the channel's language, then to English for a locale without texts", () => {
    expect(replyTexts('', 'zh', 'refund').clarify).toBe('您是想问以下哪个问题？');
    expect(replyTexts('xx', 'zh', '怎么退货').clarify).toBe('Did you mean one of these?');
  });
  it('S-RB7 guesses from the question only when neither the visitor nor the channel names a language', () => {
    expect(replyTexts('', '', '怎么退货').clarify).toBe('您是想问以下哪个问题？');
    expect(replyTexts('', '', 'how do I return').clarify).toBe('Did you mean one of these?');
  });
  it('S-RB7 has its own sentences in every widget locale (issue 15): none falls back to English', () => {
    const english = replyTexts('en', '', 'x');
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const texts = replyTexts(locale, '', 'x');
      for (const key of ['unknown', 'clarify', 'transfer', 'offer'] as const) {
        expect(texts[key].trim(), `${locale}.${key}`).not.toBe('');
        expect(texts[key], `${locale}.${key}`).not.toBe(english[key]);
      }
    }
    expect(replyTexts('ar', '', 'x').clarify).toMatch(/[\u0600-\u06ff]/);
  });
});
