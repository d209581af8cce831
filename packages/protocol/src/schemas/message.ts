import { z } from 'zod';

export const referenceFileSchema = z.object({ referenceFileName: z.string(), referenceFileUrl: z.string() });
export const suggestItemSchema = z.object({ question: z.string(), docId: z.string().optional() });
export const buttonItemSchema = z.object({
  text: z.string(),
  button: z.string().optional(),
  nodeId: z.string().optional(),
  itemId: z.string().optional(),
  bingCode: z.string().optional(),
  bindValue: z.string().optional(),
});
export type ButtonItem = z.infer<typeof buttonItemSchema>;

/** One robot answer item (chat-session.md §3). */
export const answerItemSchema = z.object({
  replySource: z.string(),
  text: z.string().optional(),
  type: z.union([z.string(), z.number()]).optional(),
  cardContent: z.unknown().optional(),
  clarifyGuide: z.string().optional(),
  fromNode: z.unknown().optional(),
  buttons: z.array(buttonItemSchema).optional(),
  agentTime: z.number().optional(),
  nodeId: z.string().optional(),
  instruction: z.string().optional(),
  /** AGENT_REPLY: what the agent taking over is asked, with the visitor's answers. */
  agentAskContent: z.string().optional(),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

/** A message as the server stores and answers it. Optional fields appear only where they apply. */
export const chatMessageSchema = z.object({
  msgId: z.number().int(),
  /** The client's local id ("message…"/"file…"), echoed so the widget replaces its optimistic copy. */
  id: z.string().optional(),
  sessionId: z.number().int(),
  msgContent: z.string(),
  msgType: z.number().int(),
  senderType: z.number().int(),
  senderName: z.string().optional(),
  /** The agent who wrote it (console views only). */
  senderId: z.number().int().optional(),
  /** Ours (issue 32): the API key an agent's message was sent with, as its owner (agents' views only). */
  apiKeyId: z.number().int().optional(),
  faceUrl: z.string().optional(),
  msgTime: z.number(),
  fileName: z.string().optional(),
  size: z.number().optional(),
  docId: z.string().optional(),
  docPattern: z.string().optional(),
  answer: z.string().optional(),
  answers: z.array(answerItemSchema).optional(),
  answerType: z.number().int().optional(),
  suggestList: z.array(suggestItemSchema).optional(),
  itemList: z.array(buttonItemSchema).optional(),
  btnList: z.array(buttonItemSchema).optional(),
  showTransferBtn: z.boolean().optional(),
  referenceFile: z.array(referenceFileSchema).optional(),
  replyMsg: z.string().optional(),
  recallFlag: z.number().int().optional(),
  insideFlag: z.number().int().optional(),
  sensitiveFlag: z.number().int().optional(),
  sensitiveWords: z.string().optional(),
  /** Ours (S-SW2): what the tenant's sensitive-word lists did to this message: mask, hold or block. */
  sensitiveAction: z.enum(['mask', 'hold', 'block']).optional(),
  disabled: z.number().int().optional(),
  msgTransContent: z.string().optional(),
  /** A flow message the visitor answered (updateSessionMsg's docNode, JSON text), so a reload shows it answered. */
  docNode: z.string().optional(),
  /**
   * Ours (issue 33): how sure the robot was of the document it answered with, or offered first, 0..1; absent on a
   * clicked document (the visitor chose it) and on replies that are not the robot's.
   */
  robotConfidence: z.number().min(0).max(1).optional(),
  /** Ours (S-RB17): the visitor's question asked for a person, and the reply offered the transfer. */
  humanRequested: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
