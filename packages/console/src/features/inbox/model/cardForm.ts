import { MsgType, cardSchemas, type CardMsgType } from '@parley/protocol';
import { i18next } from '../../../i18n';

/**
 * The "Send card" forms. A card travels as JSON text in msgContent (chat-session.md §3: 7 goods, 8 order,
 * 9 rich link); its shape is the protocol's cardSchemas, which the widget parses with too, so this file only
 * says how each field is asked for.
 */
export interface CardField {
  /** Also the key of its label (and of its example, `<name>Placeholder`) in the inbox texts, under the card kind. */
  name: string;
  required?: boolean;
  kind?: 'url' | 'long';
  /** Whether the field shows an example value. */
  placeholder?: boolean;
  /** Short values share a row with their neighbour on wide screens. */
  half?: boolean;
}

export interface CardKind {
  msgType: CardMsgType;
  fields: CardField[];
}

const image: CardField = { name: 'imgUrl', kind: 'url', placeholder: true };
const title: CardField = { name: 'title', required: true };
const describe: CardField = { name: 'describe', kind: 'long' };

export const CARD_KINDS: Record<'goods' | 'order' | 'link', CardKind> = {
  goods: {
    msgType: MsgType.GOODS,
    fields: [title, describe, { name: 'label', placeholder: true }, image, { name: 'fromUrl', kind: 'url', placeholder: true }],
  },
  order: {
    msgType: MsgType.ORDER,
    fields: [
      title,
      { name: 'orderCode', half: true },
      { name: 'orderStatus', placeholder: true, half: true },
      { name: 'orderTime', placeholder: true },
      describe,
      image,
      { name: 'fromUrl', kind: 'url', placeholder: true },
    ],
  },
  link: {
    msgType: MsgType.RICH_LINK,
    fields: [
      title,
      { name: 'linkUrl', kind: 'url', required: true, placeholder: true },
      { name: 'subTitle', half: true },
      { name: 'linkType', placeholder: true, half: true },
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
  const labelOf = (name: string) => cardFieldLabel(kind, name);
  for (const f of k.fields)
    if (f.required && !values[f.name]?.trim()) errors[f.name] = i18next.t('inbox:card.required', { label: labelOf(f.name) });
  const parsed = cardSchemas[k.msgType].safeParse(values);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '');
      const label = k.fields.some((f) => f.name === name) ? labelOf(name) : name;
      errors[name] ??=
        issue.message === 'must be an http(s) link'
          ? i18next.t('inbox:card.httpLink', { label })
          : i18next.t('inbox:card.invalid', { label, problem: issue.message });
    }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, msgType: k.msgType, msgContent: JSON.stringify(parsed.data) };
}

/** A field's label in the agent's language. */
export function cardFieldLabel(kind: CardKindName, name: string): string {
  return i18next.t(`inbox:card.${kind}.${name}`);
}

/** A field's example value in the agent's language, when it has one. */
export function cardFieldPlaceholder(kind: CardKindName, field: CardField): string | undefined {
  return field.placeholder ? i18next.t(`inbox:card.${kind}.${field.name}Placeholder`) : undefined;
}
