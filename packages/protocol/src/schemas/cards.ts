import { z } from 'zod';
import { MsgType } from '../enums.js';

/*
 * Cards an agent sends (chat-session.md §3, msgType 7, 8 and 9). The card object travels as JSON text in
 * msgContent; the console builds it and the widget parses it with these same schemas, so the shape lives here only.
 * Links are http(s) or same-origin paths: a card is shown to the other side as a link, never as script.
 */

const text = (max: number) => z.string().trim().max(max).default('');
/** Empty, an absolute http(s) URL, or a path on this origin ("/…", not "//host"). */
export const cardUrlSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)\S*$/.test(v), 'must be an http(s) link')
  .default('');

/** 7: a product the visitor is looking at or is offered. */
export const goodsCardSchema = z.object({
  imgUrl: cardUrlSchema,
  title: z.string().trim().min(1).max(200),
  describe: text(1000),
  /** A short tag or price shown on the card ("¥ 199", "New"). */
  label: text(100),
  fromUrl: cardUrlSchema,
});
export type GoodsCard = z.infer<typeof goodsCardSchema>;

/** 8: an order. */
export const orderCardSchema = z.object({
  imgUrl: cardUrlSchema,
  title: z.string().trim().min(1).max(200),
  describe: text(1000),
  orderStatus: text(100),
  orderCode: text(100),
  /** As the shop writes it ("2024-05-01 12:30"); shown, not computed with. */
  orderTime: text(100),
  fromUrl: cardUrlSchema,
});
export type OrderCard = z.infer<typeof orderCardSchema>;

/** 9: a rich link. */
export const linkCardSchema = z.object({
  imgUrl: cardUrlSchema,
  title: z.string().trim().min(1).max(200),
  subTitle: text(200),
  describe: text(1000),
  /** Free-form kind of link ("article", "video", …), for the receiver's icon or styling. */
  linkType: text(50),
  linkUrl: cardUrlSchema,
});
export type LinkCard = z.infer<typeof linkCardSchema>;

/**
 * 3 from an agent: a link to one of the workspace's card forms (leave-messages-work-orders.md §1, /formData). The
 * widget opens it with the chat's tenant, channel and locale.
 */
export const formCardSchema = z.object({
  templateId: z.string().trim().min(1).max(64),
  title: z.string().trim().min(1).max(200),
});
export type FormCard = z.infer<typeof formCardSchema>;

/** An agent's msgType 3 that links a card form, or null (the robot's msgType 3 is knowledge-base HTML). */
export function parseFormCard(msgContent: string): FormCard | null {
  try {
    const parsed = formCardSchema.safeParse(JSON.parse(msgContent));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const cardSchemas = {
  [MsgType.GOODS]: goodsCardSchema,
  [MsgType.ORDER]: orderCardSchema,
  [MsgType.RICH_LINK]: linkCardSchema,
} as const;
export type CardMsgType = keyof typeof cardSchemas;
export type CardOf<T extends CardMsgType> = z.infer<(typeof cardSchemas)[T]>;

export const isCardMsgType = (msgType: number): msgType is CardMsgType => msgType in cardSchemas;

/** The card in a message's msgContent, or null when it is not JSON of that card's shape. */
export function parseCard<T extends CardMsgType>(msgType: T, msgContent: string): CardOf<T> | null {
  let json: unknown;
  try {
    json = JSON.parse(msgContent);
  } catch {
    return null;
  }
  const r = cardSchemas[msgType].safeParse(json);
  return r.success ? (r.data as CardOf<T>) : null;
}
