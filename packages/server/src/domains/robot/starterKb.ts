import { kbDocSchema, type KbDocument } from '@parley/protocol';

/**
 * The starter import a new website may begin with (issue 30 item 2): a few common questions with answers to edit,
 * so its robot answers something on day one. In the workspace's language, English otherwise.
 */
const EN = [
  [
    'starter-hours',
    'What are your opening hours?',
    ['When are you open?', 'Opening times'],
    'We answer Monday to Friday, 9:00 to 18:00. Leave a message outside those hours and we will reply the next working day.',
    'General',
  ],
  [
    'starter-shipping',
    'How long does delivery take?',
    ['When will my order arrive?', 'Shipping time'],
    'Orders leave our warehouse within 2 working days and usually arrive 3 to 5 days later. You get a tracking link by e-mail.',
    'Orders',
  ],
  [
    'starter-returns',
    'How do I return an item?',
    ['Can I return my order?', 'Refund'],
    'You can return an unused item within 30 days. Write to us with your order number and we will send you a return label.',
    'Orders',
  ],
  [
    'starter-contact',
    'How can I contact a person?',
    ['Talk to an agent', 'Customer service'],
    'Type "agent" and we will connect you with someone from our team.',
    'General',
  ],
] as const;

const ZH = [
  [
    'starter-hours',
    '你们的营业时间是？',
    ['几点上班', '客服时间'],
    '我们的客服时间为周一至周五 9:00–18:00。非工作时间请留言，我们会在下一个工作日回复。',
    '常见问题',
  ],
  [
    'starter-shipping',
    '多久可以发货？',
    ['什么时候到货', '物流时间'],
    '订单会在 2 个工作日内发出，一般 3–5 天送达，物流单号会通过邮件发送给您。',
    '订单',
  ],
  [
    'starter-returns',
    '怎么退货？',
    ['可以退货吗', '退款'],
    '未使用的商品可在 30 天内退货。请把订单号发给我们，我们会为您安排退货。',
    '订单',
  ],
  ['starter-contact', '怎么联系人工客服？', ['转人工', '人工服务'], '输入“人工”，我们会为您接通客服。', '常见问题'],
] as const;

export function starterKb(locale: string): KbDocument[] {
  return (locale === 'zh' ? ZH : EN).map(([docId, question, similar, answer, category]) =>
    kbDocSchema.parse({ docId, question, similarQuestions: [...similar], answer, category, lang: locale === 'zh' ? 'zh' : 'en' }),
  );
}
