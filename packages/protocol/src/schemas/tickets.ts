import { z } from 'zod';
import { intLike, optClientId, optMailbox, optText, userId } from './common.js';

/** The most options one checkbox or cascader answer may hold; a ticket's answers together stay under CUSTOM_FIELDS_MAX_CHARS. */
export const CUSTOM_FIELD_MAX_OPTIONS = 100;
export const CUSTOM_FIELDS_MAX_CHARS = 50_000;

/* Leave messages, work orders and templates (leave-messages-work-orders.md §3 and §7): the visitor's side. */

const idLike = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String);

export const leaveMsgBody = z.object({
  userId,
  channelId: z.string().max(64).optional(),
  customerName: z.string().trim().min(1, 'customerName is required').max(100),
  customerPhone: optText(32),
  customerEmail: optMailbox,
  msgContent: z.string().trim().min(1, 'msgContent is required').max(5000),
  /** Ours (S-HD7): a resend with the same id answers the first message's id. */
  clientId: optClientId,
});
export const leaveMsgAnswer = z.object({ id: z.number().int() });

export const leaveMessageSchema = z.object({
  id: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  msgContent: z.string(),
  createTime: z.number(),
  updateTime: z.number().nullable(),
  updateUserName: z.string(),
  msgState: z.number().int(),
  msgDesc: z.string(),
  userId: z.string(),
});
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;
export const leaveMsgListBody = z.object({ userId });

export const woFileSchema = z.object({
  fileName: z.string().max(255),
  fileType: z.string().max(32).optional(),
  fileUrl: z.string().max(2000),
});
export const cusFieldValueSchema = z.object({
  fieldId: z.union([z.string().max(64), z.number()]).transform(String),
  fieldName: z.string().max(100).optional(),
  /** A checkbox's or cascader's answer is a list of options: at most CUSTOM_FIELD_MAX_OPTIONS of them. */
  fieldValue: z
    .union([z.string().max(5000), z.number(), z.array(z.union([z.string().max(200), z.number()])).max(CUSTOM_FIELD_MAX_OPTIONS)])
    .optional(),
});

export const addWoBody = z.object({
  userId,
  tenantId: z.string().max(64),
  partnerId: z.string().max(64).optional(),
  /** The channel the visitor writes from (ours; the spec's payload has none): its leave-message title and e-mail settings apply. */
  channelId: z.string().max(64).optional(),
  /** Blank takes the channel's leaveMsgTitle, else the ticket type's name. */
  woTitle: z.string().trim().max(200).default(''),
  woContent: z.string().trim().min(1, 'woContent is required').max(20_000),
  woFileRelVoList: z.array(woFileSchema).max(3).default([]),
  woStartWay: intLike.pipe(z.number().int().min(0).max(99)).default(0),
  woType: z.union([z.string().max(64), z.number()]).optional(),
  woTypeId: z
    .union([z.string().max(64), z.number()])
    .transform(String)
    .optional(),
  woTypeName: z.string().max(100).optional(),
  cusFieldConfigInfoVoList: z.array(cusFieldValueSchema).max(100).default([]),
  /** Ours (S-HD7): a resend with the same id answers the first ticket. */
  clientId: optClientId,
});
/** addWo's answer: the ticket number, and the e-mail address replies will also go to ('' when none). */
export const addWoAnswer = z.object({ woId: z.string(), notifyEmail: z.string() });

export const woHandleSchema = z.object({
  handleTime: z.number(),
  handleUserName: z.string(),
  handleWoStatus: z.number().int(),
  handleContent: z.string(),
  handleType: z.number().int(),
  woFileVoList: z.array(woFileSchema),
});
export const workOrderSchema = z.object({
  woId: z.string(),
  woTitle: z.string(),
  woContent: z.string(),
  woStatus: z.number().int(),
  woPriority: z.number().int(),
  woTypeName: z.string(),
  createTime: z.number(),
  updateTime: z.number(),
  /** The visitor's rating once given; `canRate` while the ticket is resolved and not rated yet. */
  rating: z.object({ star: z.number().int(), comment: z.string() }).nullable(),
  canRate: z.boolean(),
  woFileRelVoList: z.array(woFileSchema),
  crmCustomerVo: z.object({ name: z.string(), phone: z.string() }),
  cusFieldConfigInfoVoList: z.array(z.object({ fieldId: z.string(), fieldName: z.string(), fieldValue: z.string() })),
  handleList: z.array(woHandleSchema),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

/** queryWoByCustom's `data.list`: the visitor's tickets, newest first; `unread` counts replies they have not opened. */
export const workOrderListItemSchema = z.object({
  woId: z.string(),
  woTitle: z.string(),
  woContent: z.string(),
  woStatus: z.number().int(),
  createTime: z.number(),
  updateTime: z.number(),
  unread: z.number().int(),
});
export type WorkOrderListItem = z.infer<typeof workOrderListItemSchema>;
export const workOrderListAnswer = z.object({ list: z.array(workOrderListItemSchema) });

export const queryWoByIdBody = z.object({
  id: idLike,
  userId: z.string().max(64).optional(),
  token: z.string().max(500).optional(),
});
/** The link's token, expired or withdrawn: a new link goes to the ticket's own address, never to one given here. */
export const renewLinkBody = z.object({ token: z.string().min(1).max(600) });
/** `sentTo`: the address masked ("g***@example.com"), so the customer knows where to look. */
export const renewLinkAnswer = z.object({ sentTo: z.string() });
export const queryWoByCustomBody = z.object({ userId, tenantId: z.string().max(64) });
export const addWoHandleBody = z.object({
  woId: idLike,
  handleContent: z.string().trim().min(1, 'handleContent is required').max(20_000),
  userId: z.string().max(64).optional(),
  tenantId: z.string().max(64).optional(),
  token: z.string().max(500).optional(),
  woTypeId: z.union([z.string().max(64), z.number()]).optional(),
  woFileRelVoList: z.array(woFileSchema).max(3).default([]),
  /** Ours (S-HD7): a resend with the same id stores no second reply. */
  clientId: optClientId,
});

export const templateFieldSchema = z.object({
  fieldId: z.string(),
  fieldName: z.string(),
  fieldType: z.number().int(),
  /** JSON text of the options for types 6 to 9. */
  fieldValue: z.string(),
  requiredStatus: z.number().int(),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;
export const templateFieldsBody = z.object({ id: idLike, tenantId: z.string().max(64).optional() });
export const templateFieldsAnswer = z.object({
  items: z.array(templateFieldSchema),
  woType: z.object({ typeId: z.string(), typeName: z.string() }).optional(),
});
export const woTemplateBody = z.object({ tenantId: z.string().max(64).optional(), userId: z.string().max(64).optional() });
export const msgTemplateBody = z.object({ tenantId: z.string().max(64).optional(), channelId: z.string().max(64).optional() });
/** getWoTemplate: the tenant's ticket types. */
export const woTemplateAnswer = z.object({ list: z.array(z.object({ typeId: z.string(), typeName: z.string(), templateId: z.string() })) });
/** getMsgTemplate: the tenant's card forms. */
export const msgTemplateAnswer = z.object({ list: z.array(z.object({ templateId: z.string(), templateName: z.string() })) });

/** Ours: the visitor rates a resolved ticket once (1–5 and an optional comment); `token` is a ticket link's. */
export const rateWoBody = z.object({
  woId: idLike,
  star: z.number().int().min(1).max(5),
  comment: z.string().trim().max(500).default(''),
  userId: z.string().max(64).optional(),
  token: z.string().max(500).optional(),
});
