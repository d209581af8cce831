import { z } from 'zod';
import { intLike, optText, userId } from './common.js';

/* Leave messages, work orders and templates (leave-messages-work-orders.md §3 and §7). */

export const leaveMsgBody = z.object({
  userId,
  channelId: z.string().max(64).optional(),
  customerName: z.string().trim().min(1, 'customerName is required').max(100),
  customerPhone: optText(32),
  customerEmail: optText(254),
  msgContent: z.string().trim().min(1, 'msgContent is required').max(5000),
});

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

export const woFileSchema = z.object({ fileName: z.string().max(255), fileType: z.string().max(32).optional(), fileUrl: z.string().max(2000) });
export const cusFieldValueSchema = z.object({
  fieldId: z.union([z.string(), z.number()]).transform(String),
  fieldName: z.string().max(100).optional(),
  fieldValue: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]).optional(),
});

export const addWoBody = z.object({
  userId,
  tenantId: z.string().max(64),
  partnerId: z.string().max(64).optional(),
  woTitle: z.string().trim().min(1).max(200),
  woContent: z.string().trim().min(1, 'woContent is required').max(20_000),
  woFileRelVoList: z.array(woFileSchema).max(3).default([]),
  woStartWay: intLike.default(0),
  woType: z.union([z.string(), z.number()]).optional(),
  woTypeId: z.union([z.string(), z.number()]).transform(String).optional(),
  woTypeName: z.string().max(100).optional(),
  cusFieldConfigInfoVoList: z.array(cusFieldValueSchema).default([]),
});

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
  createTime: z.number(),
  woFileRelVoList: z.array(woFileSchema),
  crmCustomerVo: z.object({ name: z.string(), phone: z.string() }),
  cusFieldConfigInfoVoList: z.array(z.object({ fieldId: z.string(), fieldName: z.string(), fieldValue: z.string() })),
  handleList: z.array(woHandleSchema),
});
export type WorkOrder = z.infer<typeof workOrderSchema>;

export const queryWoByIdBody = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  userId: z.string().max(64).optional(),
  token: z.string().max(500).optional(),
});
export const queryWoByCustomBody = z.object({ userId, tenantId: z.string().max(64) });
export const addWoHandleBody = z.object({
  woId: z.union([z.string(), z.number()]).transform(String),
  handleContent: z.string().trim().min(1, 'handleContent is required').max(20_000),
  userId: z.string().max(64).optional(),
  tenantId: z.string().max(64).optional(),
  token: z.string().max(500).optional(),
  woTypeId: z.union([z.string(), z.number()]).optional(),
  woFileRelVoList: z.array(woFileSchema).max(3).default([]),
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
export const templateFieldsBody = z.object({ id: z.union([z.string(), z.number()]).transform(String), tenantId: z.string().max(64).optional() });
export const templateFieldsAnswer = z.object({
  items: z.array(templateFieldSchema),
  woType: z.object({ typeId: z.string(), typeName: z.string() }).optional(),
});
export const woTemplateBody = z.object({ tenantId: z.string().max(64).optional(), userId: z.string().max(64).optional() });
export const msgTemplateBody = z.object({ tenantId: z.string().max(64).optional(), channelId: z.string().max(64).optional() });
