import { hasHan } from './engine/text.js';

export interface ReplyTexts {
  unknown: string;
  clarify: string;
  transfer: string;
}

/** The robot's own sentences, in the visitor's language as far as the question shows it. */
const TEXTS: Record<'en' | 'zh', ReplyTexts> = {
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
};

export function replyTexts(question: string): ReplyTexts {
  return hasHan(question) ? TEXTS.zh : TEXTS.en;
}
