import { stem } from './stem.js';

/*
 * General e-commerce support vocabulary: words people use interchangeably for the same thing.
 * Both documents and questions are rewritten to the first word of each group, so a question
 * and a document that say the same thing in different words share terms. These lists describe
 * the language of the domain, not any particular knowledge base or test question.
 */

/** Chinese variants replaced in the text itself (no spaces to anchor on), longest first. */
const ZH_GROUPS: string[][] = [
  ['退款', '退钱'],
  ['账号', '帐号', '账户', '帐户'],
  ['登录', '登陆'],
  ['运费', '邮费', '快递费', '配送费'],
  ['开发票', '开票'],
  ['发票', '票据'],
  ['人工', '真人', '人工服务', '人工客服', '活人'],
  ['快递', '快件', '包裹'],
  ['维修', '修理', '报修'],
  ['保修', '质保', '保固'],
  ['发货', '寄出', '发出'],
  ['修改', '更改'],
  ['地址', '住址'],
  ['优惠券', '代金券', '折扣券', '满减券'],
  ['礼品卡', '购物卡', '储值卡', '礼金卡'],
  ['收费', '要钱', '加钱', '收钱', '付费'],
  ['手机号', '手机号码', '电话号码'],
  ['注销', '销户'],
  ['自提', '自取'],
  ['支付', '付款', '付钱', '给钱'],
  ['结算', '结账', '买单'],
  ['物流', '运输'],
  ['到账', '到帐'],
  ['多久', '多长时间', '多少天', '几天'],
  ['降价', '便宜了', '调价'],
  ['门店', '实体店', '线下店', '店里', '店铺里'],
  ['取货', '拿货', '提货'],
  ['快递员', '快递小哥', '送货员', '配送员'],
  ['坏了', '坏掉了', '坏掉', '出毛病', '出故障', '不好使', '不能用了'],
  ['寄回', '寄回去', '退回去', '寄还'],
  ['取消订单', '撤单'],
  ['价格', '价钱', '售价'],
  ['换货', '调换'],
];

/** Single characters that stand for each other in compounds (钱 and 款 are both "money"). */
const ZH_CHAR_GROUPS: string[][] = [
  ['款', '钱'],
  ['取', '拿'],
];

/** English multi-word expressions rewritten before tokenising. */
const EN_PHRASES: Array<[RegExp, string]> = [
  [/\bmoney back\b/g, 'refund'],
  [/\b(send|sent|ship|give|take) (it |them |this |that )?back\b/g, 'return'],
  [/\b(log|logged|logging|sign|signed|signing) ?in(to)?\b/g, 'login'],
  [/\b(customer (service|support|care)|help ?desk)\b/g, 'support'],
  [/\b(real|live|actual) (person|human|agent|people)\b/g, 'agent'],
  [/\b(promo|discount|coupon|voucher) codes?\b/g, 'coupon'],
  [/\be-?wallets?\b/g, 'wallet'],
  [/\be-?mail\b/g, 'email'],
  [/\b(get|gets|getting|got|come|comes|coming) (here|there|to me|to you)\b/g, 'arrive'],
  [/\b(show|shows|showed|showing) up\b/g, 'arrive'],
  [/\bcall(s|ed|ing)? (it |them |this |that )?off\b/g, 'cancel'],
];

/** English words that mean the same thing here; matched after stemming. */
const EN_GROUPS: string[][] = [
  ['refund', 'reimbursement'],
  ['package', 'parcel', 'shipment', 'consignment'],
  ['ship', 'deliver', 'delivery', 'dispatch', 'shipping'],
  ['repair', 'mend', 'fix'],
  ['warranty', 'guarantee'],
  ['invoice', 'receipt', 'fapiao'],
  ['coupon', 'voucher', 'promo', 'discount'],
  ['agent', 'human', 'person', 'representative', 'operator', 'staff'],
  ['exchange', 'swap', 'replace', 'replacement'],
  ['fee', 'charge', 'cost'],
  ['international', 'abroad', 'overseas', 'foreign'],
  ['password', 'passcode', 'passphrase'],
  ['buy', 'purchase'],
  ['status', 'progress'],
  ['broken', 'defective', 'faulty', 'damaged', 'cracked'],
  ['change', 'update', 'edit', 'modify', 'amend'],
  ['benefit', 'perk', 'advantage'],
  ['tier', 'level', 'rank'],
  ['phone', 'cellphone', 'smartphone', 'mobile'],
  ['headphone', 'earbud', 'earphone', 'headset'],
  ['fridge', 'refrigerator'],
  ['item', 'product', 'goods'],
  ['wrong', 'incorrect', 'mistaken'],
  ['cancel', 'cancellation'],
  ['process', 'procedure'],
];

const zhReplacements: Array<[string, string]> = ZH_GROUPS.flatMap(([canon, ...rest]) => rest.map((v): [string, string] => [v, canon!]))
  .sort((a, b) => b[0].length - a[0].length);
const zhPattern = new RegExp(zhReplacements.map(([v]) => v).join('|'), 'g');
const zhMap = new Map(zhReplacements);

const zhCharMap = new Map<string, string>(ZH_CHAR_GROUPS.flatMap(([canon, ...rest]) => rest.map((v): [string, string] => [v, canon!])));

const enWordMap = new Map<string, string>(
  EN_GROUPS.flatMap(([canon, ...rest]) => [canon!, ...rest].map((v): [string, string] => [stem(v), stem(canon!)])),
);

/** Rewrites Chinese variants and English phrases in normalised text to their group's first form. */
export function canonicalText(text: string): string {
  let out = text.replace(zhPattern, (m) => zhMap.get(m) ?? m);
  for (const [re, to] of EN_PHRASES) out = out.replace(re, to);
  return out;
}

/** The canonical stem of an English stem. */
export function canonicalStem(s: string): string {
  return enWordMap.get(s) ?? s;
}

/** The canonical form of a single Chinese character (for unigram terms). */
export function canonicalChar(ch: string): string {
  return zhCharMap.get(ch) ?? ch;
}
