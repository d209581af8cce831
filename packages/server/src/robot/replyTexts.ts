import { hasHan } from './engine/text.js';

export interface ReplyTexts {
  unknown: string;
  clarify: string;
  transfer: string;
}

/** The robot's own sentences per widget locale (the spec's codes: `tw` is Traditional Chinese). */
const TEXTS: Record<string, ReplyTexts> = {
  en: {
    unknown: "Sorry, I don't have an answer to that yet. Could you put it another way, or ask to talk to an agent?",
    clarify: 'Did you mean one of these?',
    transfer: 'Let me connect you with an agent.',
  },
  zh: {
    unknown: '抱歉，这个问题我暂时还不会回答。换个说法试试，或者转人工客服。',
    clarify: '您是想问以下哪个问题？',
    transfer: '正在为您转接人工客服。',
  },
  tw: {
    unknown: '抱歉，這個問題我暫時還不會回答。換個說法試試，或者轉人工客服。',
    clarify: '您是想問以下哪個問題？',
    transfer: '正在為您轉接人工客服。',
  },
  ja: {
    unknown: '申し訳ありません、そのご質問にはまだお答えできません。別の言い方でお試しいただくか、担当者への切り替えをお申し付けください。',
    clarify: 'お探しの内容は次のどれでしょうか？',
    transfer: '担当者におつなぎします。',
  },
};

/** zh-TW, zh-Hant and zh-HK read as Traditional Chinese; otherwise the language part of the tag. */
function localeKey(tag: string): string {
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (t === 'tw' || /^zh-(tw|hk|mo|hant)/.test(t)) return 'tw';
  return t.split('-')[0]!;
}

/**
 * The robot answers in the visitor's locale (sent with chatStart), else the channel's language. Only a caller
 * that gave neither (a bare API client) has its language guessed from the question: Chinese characters read
 * as Chinese; anything else as English.
 */
export function replyTexts(visitorLocale: string, channelLanguage: string, question: string): ReplyTexts {
  for (const tag of [visitorLocale, channelLanguage]) {
    if (tag.trim() === '') continue;
    return TEXTS[localeKey(tag)] ?? TEXTS.en!;
  }
  return hasHan(question) ? TEXTS.zh! : TEXTS.en!;
}
