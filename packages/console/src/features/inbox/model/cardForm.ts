import { MsgType, cardSchemas, type CardMsgType } from '@parley/protocol';

/**
 * The "Send card" forms. A card travels as JSON text in msgContent (chat-session.md §3: 7 goods, 8 order,
 * 9 rich link); its shape is the protocol's cardSchemas, which the widget parses with too, so this file only
 * says how each field is asked for.
 */
export interface CardField {
  name: string;
  label: string;
  required?: boolean;
  kind?: 'url' | 'long';
  placeholder?: string;
  /** Short values share a row with their neighbour on wide screens. */
  half?: boolean;
}

export interface CardKind {
  msgType: CardMsgType;
  /** As the dialog names it: "Send a goods card". */
  title: string;
  fields: CardField[];
}

const image: CardField = { name: 'imgUrl', label: 'Image URL', kind: 'url', placeholder: 'https://…/picture.jpg' };
const title: CardField = { name: 'title', label: 'Title', required: true };
const describe: CardField = { name: 'describe', label: 'Description', kind: 'long' };

export const CARD_KINDS: Record<'goods' | 'order' | 'link', CardKind> = {
  goods: {
    msgType: MsgType.GOODS,
    title: 'a goods card',
    fields: [
      title,
      describe,
      { name: 'label', label: 'Label', placeholder: 'Price or tag, e.g. $ 49.90' },
      image,
      { name: 'fromUrl', label: 'Product page', kind: 'url', placeholder: 'https://…' },
    ],
  },
  order: {
    msgType: MsgType.ORDER,
    title: 'an order card',
    fields: [
      title,
      { name: 'orderCode', label: 'Order number', half: true },
      { name: 'orderStatus', label: 'Status', placeholder: 'e.g. Shipped', half: true },
      { name: 'orderTime', label: 'Order time', placeholder: 'e.g. 2025-05-01 14:30' },
      describe,
      image,
      { name: 'fromUrl', label: 'Order page', kind: 'url', placeholder: 'https://…' },
    ],
  },
  link: {
    msgType: MsgType.RICH_LINK,
    title: 'a link card',
    fields: [
      title,
      { name: 'linkUrl', label: 'Link', kind: 'url', required: true, placeholder: 'https://…' },
      { name: 'subTitle', label: 'Subtitle', half: true },
      { name: 'linkType', label: 'Link type', placeholder: 'e.g. article, video', half: true },
      describe,
      image,
    ],
  },
};
export type CardKindName = keyof typeof CARD_KINDS;

export type CardPayload = { ok: true; msgType: CardMsgType; msgContent: string } | { ok: false; errors: Record<string, string> };

/** Form values to the message body, or the messages to show beside the fields. */
export function cardPayload(kind: CardKindName, values: Record<string, string | undefined>): CardPayload {
  const k = CARD_KINDS[kind];
  const errors: Record<string, string> = {};
  for (const f of k.fields) if (f.required && !values[f.name]?.trim()) errors[f.name] = `${f.label} is required`;
  const parsed = cardSchemas[k.msgType].safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      const label = k.fields.find((f) => f.name === name)?.label ?? name;
      errors[name] ??=
        issue.message === 'must be an http(s) link' ? `${label} must start with https:// or http://` : `${label}: ${issue.message}`;
    }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, msgType: k.msgType, msgContent: JSON.stringify(parsed.data) };
}
