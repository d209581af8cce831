/**
 * The two leave-message forms (leave-messages-work-orders.md §2, §5): the simple message (leaveMsgType 1) and
 * the ticket (leaveMsgType 2), their checks and the bodies they send. Pure.
 */
import {
  isBlank,
  isValidEmail,
  isValidPhone,
  REPLY_EMAIL_FIELD_ID,
  type AddWoBody,
  type LeaveMsgBody,
  type PhoneRule,
  type TemplateField,
  type WoFile,
} from '@parley/protocol';
import { fieldPayload, firstMissing, type FieldValues } from './fieldValues';

export interface SimpleDraft {
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  msgContent: string;
}

export const emptySimpleDraft = (): SimpleDraft => ({ customerName: '', customerPhone: '', customerEmail: '', msgContent: '' });

export type SimpleProblem = 'required' | 'phone' | 'email';

/**
 * W-LM3: every field's problem, so each input can say its own: name and content are required; a phone (the
 * channel's phoneRule) and an e-mail are checked only when given.
 */
export function checkSimple(d: SimpleDraft, phoneRule: PhoneRule): Partial<Record<keyof SimpleDraft, SimpleProblem>> {
  const problems: Partial<Record<keyof SimpleDraft, SimpleProblem>> = {};
  if (isBlank(d.customerName)) problems.customerName = 'required';
  if (!isBlank(d.customerPhone) && !isValidPhone(d.customerPhone, phoneRule)) problems.customerPhone = 'phone';
  if (!isBlank(d.customerEmail) && !isValidEmail(d.customerEmail)) problems.customerEmail = 'email';
  if (isBlank(d.msgContent)) problems.msgContent = 'required';
  return problems;
}

export function simpleBody(d: SimpleDraft, ids: { userId: string; channelId: string }): LeaveMsgBody {
  return {
    userId: ids.userId,
    channelId: ids.channelId,
    customerName: d.customerName.trim(),
    msgContent: d.msgContent.trim(),
    ...(isBlank(d.customerPhone) ? {} : { customerPhone: d.customerPhone.trim() }),
    ...(isBlank(d.customerEmail) ? {} : { customerEmail: d.customerEmail.trim() }),
  };
}

export type TicketProblem = { kind: 'content' } | { kind: 'field'; name: string } | { kind: 'email'; name: string } | { kind: 'uploading' };

/**
 * W-LM5: content first (blank after trimming), then each required extra field, then the reply address when one is
 * given (the server refuses a bad one too: a ticket is never filed with an address replies cannot reach), then
 * uploads still on their way.
 */
export function checkTicket(
  content: string,
  fields: readonly TemplateField[],
  values: FieldValues,
  uploading: boolean,
): TicketProblem | null {
  if (isBlank(content)) return { kind: 'content' };
  const missing = firstMissing(fields, values);
  if (missing) return { kind: 'field', name: missing.fieldName };
  const replyTo = fields.find((f) => f.fieldId === REPLY_EMAIL_FIELD_ID);
  const address = replyTo ? values[replyTo.fieldId] : undefined;
  if (replyTo && typeof address === 'string' && !isBlank(address) && !isValidEmail(address))
    return { kind: 'email', name: replyTo.fieldName };
  return uploading ? { kind: 'uploading' } : null;
}

export interface TicketDraft {
  content: string;
  files: WoFile[];
  fields: readonly TemplateField[];
  values: FieldValues;
  /** The ticket type (getTemplateFiledInfoBy…'s woType); the server falls back to the channel's leaveMsgWoType. */
  woType?: { typeId: string; typeName: string };
  /** A card form's tickets are titled by the form; leave messages take the channel's leaveMsgTitle (server S-TK4). */
  title?: string;
}

/** W-LM5, W-LM7: the spec's creation payload. */
export function ticketBody(d: TicketDraft, ids: { userId: string; tenantId: string; channelId?: string }): AddWoBody {
  return {
    userId: ids.userId,
    tenantId: ids.tenantId,
    ...(ids.channelId ? { channelId: ids.channelId } : {}),
    ...(d.title ? { woTitle: d.title } : {}),
    woContent: d.content.trim(),
    woFileRelVoList: d.files,
    woStartWay: 0,
    ...(d.woType ? { woType: d.woType.typeId, woTypeId: d.woType.typeId, woTypeName: d.woType.typeName } : {}),
    cusFieldConfigInfoVoList: fieldPayload(d.fields, d.values),
  };
}
