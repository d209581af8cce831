/**
 * Goods (7), order (8) and rich link (9) cards read from a message's msgContent (chat-session.md §3). The shapes
 * are the protocol's (schemas/cards.ts); this is a hand-written reader of the same rules, because the protocol's
 * zod schemas would bring zod into the widget's bundle. cards.test.ts checks it agrees with the protocol's
 * parseCard on every fixture.
 */
import { MsgType, type GoodsCard, type LinkCard, type OrderCard } from '@parley/protocol';

type Obj = Record<string, unknown>;
type Field = (v: unknown) => string | null;

/** `z.string().trim().max(n).default('')`; null when the value breaks it. */
const text =
  (max: number): Field =>
  (v) => {
    if (v === undefined) return '';
    if (typeof v !== 'string') return null;
    const s = v.trim();
    return s.length <= max ? s : null;
  };
const title: Field = (v) => {
  const s = text(200)(v);
  return s ? s : null;
};
/** cardUrlSchema: empty, an absolute http(s) link, or a path on this origin ("/…", not "//host"). */
const url: Field = (v) => {
  const s = text(2000)(v);
  if (s === null) return null;
  return s === '' || /^https?:\/\/[^\s]+$/i.test(s) || /^\/(?!\/)\S*$/.test(s) ? s : null;
};

function read<T>(json: unknown, fields: Record<keyof T & string, Field>): T | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const out: Obj = {};
  for (const [key, field] of Object.entries<Field>(fields)) {
    const v = field((json as Obj)[key]);
    if (v === null) return null;
    out[key] = v;
  }
  return out as T;
}

export const readGoods = (json: unknown) =>
  read<GoodsCard>(json, { imgUrl: url, title, describe: text(1000), label: text(100), fromUrl: url });
export const readOrder = (json: unknown) =>
  read<OrderCard>(json, {
    imgUrl: url,
    title,
    describe: text(1000),
    orderStatus: text(100),
    orderCode: text(100),
    orderTime: text(100),
    fromUrl: url,
  });
export const readLink = (json: unknown) =>
  read<LinkCard>(json, { imgUrl: url, title, subTitle: text(200), describe: text(1000), linkType: text(50), linkUrl: url });

export type ParsedCard =
  | { msgType: typeof MsgType.GOODS; card: GoodsCard }
  | { msgType: typeof MsgType.ORDER; card: OrderCard }
  | { msgType: typeof MsgType.RICH_LINK; card: LinkCard };

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The card in a 7/8/9 message, or null when msgContent is not JSON of that card's shape (shown as text then). */
export function parseCardMessage(msgType: number, msgContent: string): ParsedCard | null {
  const json = parseJson(msgContent);
  if (msgType === MsgType.GOODS) {
    const card = readGoods(json);
    return card && { msgType, card };
  }
  if (msgType === MsgType.ORDER) {
    const card = readOrder(json);
    return card && { msgType, card };
  }
  if (msgType === MsgType.RICH_LINK) {
    const card = readLink(json);
    return card && { msgType, card };
  }
  return null;
}

/**
 * msgType 3 from an agent is a card in one of three shapes (chat-session.md §2, §3): a card-form link (it names a
 * templateId; opens the /formData screen in a new tab), a link card (linkUrl), or the client "card" of a product
 * (picture, title, desc, price, url or fromUrl), shown as a goods card. Robot answers of type 3 have their own body.
 */
export type Card3 =
  { kind: 'formLink'; title: string; href: string } | { kind: 'link'; card: LinkCard } | { kind: 'goods'; card: GoodsCard };

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** Where a form link opens from: the chat's tenant, channel (the form page wears its colours) and locale. */
export interface CardOrigin {
  tenantId: string;
  channelId: string;
  locale: string;
}

export function readCard3(msgContent: string, from: CardOrigin): Card3 | null {
  const json = parseJson(msgContent);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const o = json as Obj;
  const templateId = str(o.templateId);
  if (templateId) {
    const q = new URLSearchParams({
      tenantId: str(o.tenantId) || from.tenantId,
      templateId,
      channelId: from.channelId,
      locale: from.locale,
    });
    return { kind: 'formLink', title: str(o.title) || str(o.templateName), href: `/chat_online/formData?${q}` };
  }
  if (o.linkUrl !== undefined) {
    const card = readLink(json);
    return card && { kind: 'link', card };
  }
  const card = readGoods({
    imgUrl: o.picture ?? o.imgUrl,
    title: o.title,
    describe: o.desc ?? o.describe,
    label: o.price === undefined ? o.label : str(o.price),
    fromUrl: o.url ?? o.fromUrl,
  });
  return card && { kind: 'goods', card };
}
