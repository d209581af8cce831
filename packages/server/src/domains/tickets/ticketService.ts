import type { z } from 'zod';
import {
  ApiCode,
  HandleType,
  TICKET_LINK_DEAD,
  LEAVE_MSG_IMAGE_SUFFIXES,
  LEAVE_MSG_MAX_ATTACHMENTS,
  TicketPriority,
  TicketStatus,
  isValidEmail,
  type WorkOrder,
  type WorkOrderListItem,
  type addWoBody,
  type addWoHandleBody,
  type rateWoBody,
  WebhookEvent,
} from '@parley/protocol';
import { fileLinkKeys, renewFileLinksIn } from '../../platform/auth/fileLink.js';
import { verifyTicketLink, type TicketLinkClaims } from '../../platform/auth/ticketLink.js';
import { getChannel, type LoadedChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Database, TicketHandleRow, TicketRow, Visitor } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { fileKeyOf, fileUrl } from '../media/uploadService.js';
import { parseWorkingHours } from '../routing/workingHours.js';
import type { Kysely } from 'kysely';
import { startClock } from './businessTime.js';
import { checkCustomFields } from './customFields.js';
import { isClosed, statusAfterCustomerReply, statusChange } from './statusPolicy.js';
import { tellTicketChanged } from './ticketEvents.js';
import { emitTicketEvent } from '../webhooks/emit.js';
import { once } from '../../platform/db/writeOnce.js';
import { fieldsOf, requireTemplate } from './templateStore.js';
import { canRate, toListItem, toWorkOrder, type WoFile } from './ticketPresentation.js';

/** The customer's side of tickets (leave-messages-work-orders §2–§7): create, list, read, reply, rate. */

/**
 * Who is asking: the ticket's visitor (token), whoever holds a link to that one ticket, or its customer by e-mail
 * (a reply address checked by the SMTP listener, and the sender checked against the ticket's address).
 */
export type TicketAccess =
  { kind: 'visitor'; visitor: Visitor } | { kind: 'link'; claims: TicketLinkClaims } | { kind: 'mail'; tenantId: string; ticketId: number };

export async function ticketRow(q: Kysely<Database>, id: number): Promise<TicketRow | undefined> {
  return q.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function handlesOf(q: Kysely<Database>, ticketId: number): Promise<TicketHandleRow[]> {
  return q.selectFrom('ticket_handles').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
}

const asTicketId = (woId: string): number => {
  if (!/^\d{1,15}$/.test(woId)) throw notFound('No such ticket');
  return Number(woId);
};

/** A link token as the access to one ticket, or why not (forged, expired, revoked, or for another ticket). */
export function linkAccess(ctx: AppContext, token: string): TicketAccess {
  const claims = verifyTicketLink(ctx.config.secret, token, ctx.now());
  if (!claims) throw new ApiError(ApiCode.UNAUTHORIZED, 'This ticket link is not valid or has expired', { reason: TICKET_LINK_DEAD });
  return { kind: 'link', claims };
}

/** The ticket the access reaches; another visitor's ticket reads as unknown. */
export async function ticketFor(
  ctx: AppContext,
  access: TicketAccess,
  woId: string,
  q: Kysely<Database> = ctx.db.kysely,
): Promise<TicketRow> {
  const row = await ticketRow(q, asTicketId(woId));
  if (access.kind === 'visitor') {
    if (!row || Number(row.visitor_id) !== Number(access.visitor.id)) throw notFound('No such ticket');
    return row;
  }
  if (access.kind === 'mail') {
    if (!row || Number(row.id) !== access.ticketId || row.tenant_id !== access.tenantId) throw notFound('No such ticket');
    return row;
  }
  if (!row || access.claims.ticketId !== Number(row.id) || access.claims.tenantId !== row.tenant_id)
    throw new ApiError(403, 'This link is for another ticket');
  if (access.claims.version !== row.link_version)
    throw new ApiError(ApiCode.UNAUTHORIZED, 'This ticket link was withdrawn; ask for a new one', { reason: TICKET_LINK_DEAD });
  return row;
}

/**
 * Attachments must be files this ticket's customer uploaded here (by their link), images of the allowed types,
 * at most `max`. They are stored with our own name and a link signed for the customer.
 */
/**
 * What a ticket keeps as an attachment: images, checked by content when uploaded. Every upload meant for a ticket
 * (the customer's, the agent's) takes this, so what it accepts is what the ticket or its reply accepts (checkFiles).
 */
export const TICKET_FILES = { suffixes: LEAVE_MSG_IMAGE_SUFFIXES, message: 'only images are allowed (gif, jpeg, png, jpg, bmp)' } as const;

export async function checkFiles(
  ctx: AppContext,
  files: readonly WoFile[],
  owner: { tenantId: string; visitorId: number },
  max: number,
  field: string,
): Promise<WoFile[]> {
  if (files.length > max) throw badRequest(`${field}: at most ${max} attachments`);
  const out: WoFile[] = [];
  for (const f of files) {
    const key = fileKeyOf(f.fileUrl);
    const row = key
      ? await ctx.db.kysely
          .selectFrom('uploads')
          .selectAll()
          .where('key', '=', key)
          .where('tenant_id', '=', owner.tenantId)
          .executeTakeFirst()
      : undefined;
    if (!row || Number(row.visitor_id) !== owner.visitorId) throw badRequest(`${field}: ${f.fileName || 'a file'} was not uploaded here`);
    if (!(TICKET_FILES.suffixes as readonly string[]).includes(row.suffix)) throw badRequest(`${field}: ${TICKET_FILES.message}`);
    out.push({ fileName: row.name, fileType: row.suffix, fileUrl: fileUrl(ctx, row.key, row.name, owner.visitorId) });
  }
  return out;
}

/** addWo's answer for a stored ticket: replies go by e-mail too when the channel mails and the ticket has an address. */
function createdAnswer(row: TicketRow, channel: LoadedChannel): { woId: string; notifyEmail: string } {
  const mail = channel.settings.ticketMail;
  return { woId: String(row.id), notifyEmail: mail.enabled && mail.host && row.customer_email ? row.customer_email : '' };
}

/** S-HD7: the ticket or record a request with this client id made before, if any. */
const ticketByClientId = (q: Kysely<Database>, visitorId: number, clientId: string) =>
  q.selectFrom('tickets').selectAll().where('visitor_id', '=', visitorId).where('client_id', '=', clientId).executeTakeFirst();
export const handleByClientId = (q: Kysely<Database>, ticketId: number, author: 'customer' | 'agent', clientId: string) =>
  q
    .selectFrom('ticket_handles')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('author', '=', author)
    .where('client_id', '=', clientId)
    .executeTakeFirst();

/** addWo; a resend with the same client id answers the ticket the first one made (S-HD7). */
export async function createTicket(
  ctx: AppContext,
  visitor: Visitor,
  b: z.output<typeof addWoBody>,
): Promise<{ woId: string; notifyEmail: string }> {
  if (b.tenantId !== visitor.tenant_id) throw badRequest('tenantId: not the tenant of this visitor');
  const channel = await getChannel(ctx, visitor.channel_id);
  const clientId = b.clientId;
  if (clientId === undefined) return createdAnswer(await insertTicket(ctx, visitor, b, channel), channel);
  const earlier = async () => ticketByClientId(ctx.db.kysely, Number(visitor.id), clientId);
  return createdAnswer(await once(earlier, () => insertTicket(ctx, visitor, b, channel)), channel);
}

async function insertTicket(ctx: AppContext, visitor: Visitor, b: z.output<typeof addWoBody>, channel: LoadedChannel): Promise<TicketRow> {
  const typeId = b.woTypeId ?? String(channel.settings.leaveMsgWoType);
  if (!typeId) throw badRequest('woTypeId: this channel has no ticket type');
  const template = await requireTemplate(ctx.db.kysely, visitor.tenant_id, typeId, 'ticket type');
  const checked = checkCustomFields(fieldsOf(template), b.cusFieldConfigInfoVoList);
  if ('error' in checked) throw badRequest(checked.error);
  const files = await checkFiles(
    ctx,
    b.woFileRelVoList,
    { tenantId: visitor.tenant_id, visitorId: Number(visitor.id) },
    LEAVE_MSG_MAX_ATTACHMENTS,
    'woFileRelVoList',
  );
  const now = ctx.now();
  const clock = startClock(now);
  // Replies also go by e-mail: the visitor's known address, else one the form asked for (a field with id "email").
  const formEmail = checked.values.find((v) => v.fieldId === 'email')?.fieldValue.trim() ?? '';
  if (formEmail && !isValidEmail(formEmail)) throw badRequest('cusFieldConfigInfoVoList: email must be one e-mail address');
  const email = visitor.email || formEmail;
  return inTransaction(ctx, async (tx) => {
    const inserted = await tx.q
      .insertInto('tickets')
      .values({
        tenant_id: visitor.tenant_id,
        channel_id: visitor.channel_id,
        visitor_id: visitor.id,
        template_id: template.id,
        type_name: template.name,
        title: b.woTitle || channel.settings.leaveMsgTitle.trim() || template.name,
        content: b.woContent,
        files: JSON.stringify(files),
        custom_fields: JSON.stringify(checked.values),
        customer_name: visitor.name,
        customer_email: email,
        customer_phone: visitor.phone,
        status: TicketStatus.NOT_ACCEPTED,
        priority: TicketPriority.NORMAL,
        assignee_agent_id: null,
        assignee_group_id: null,
        start_way: b.woStartWay,
        first_response_minutes: template.first_response_minutes,
        resolution_minutes: template.resolution_minutes,
        sla_elapsed_ms: clock.elapsedMs,
        sla_running_since: clock.runningSince,
        first_response_elapsed_ms: null,
        resolved_elapsed_ms: null,
        link_version: 1,
        visitor_read_handle_id: 0,
        rating_star: null,
        rating_comment: null,
        rated_at: null,
        created_at: now,
        updated_at: now,
        client_id: b.clientId ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    tellTicketChanged(ctx, tx, inserted, 'created');
    await emitTicketEvent(ctx, tx, WebhookEvent.TICKET_CREATED, inserted.tenant_id, inserted.id);
    return inserted;
  });
}

export async function visitorTickets(ctx: AppContext, visitor: Visitor): Promise<WorkOrderListItem[]> {
  const rows = await ctx.db.kysely
    .selectFrom('tickets')
    .selectAll()
    .where('visitor_id', '=', visitor.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  if (rows.length === 0) return [];
  const handles = await ctx.db.kysely
    .selectFrom('ticket_handles')
    .selectAll()
    .where(
      'ticket_id',
      'in',
      rows.map((r) => r.id),
    )
    .where('handle_type', '=', HandleType.PUBLIC_REPLY)
    .execute();
  return rows.map((r) =>
    toListItem(
      r,
      handles.filter((h) => Number(h.ticket_id) === Number(r.id)),
    ),
  );
}

/** The ticket as its customer sees it; reading it marks the replies read. */
export async function readTicket(ctx: AppContext, access: TicketAccess, woId: string): Promise<WorkOrder> {
  const row = await ticketFor(ctx, access, woId);
  const handles = await handlesOf(ctx.db.kysely, Number(row.id));
  const newest = handles.at(-1);
  if (newest && Number(newest.id) > Number(row.visitor_read_handle_id)) {
    await ctx.db.kysely
      .updateTable('tickets')
      .set({ visitor_read_handle_id: Number(newest.id) })
      .where('id', '=', row.id)
      .execute();
  }
  // Attachment links are signed afresh: the ones stored with the ticket may have expired.
  return renewFileLinksIn(toWorkOrder(row, handles), fileLinkKeys(ctx), Number(row.visitor_id));
}

/** Writes a handling record and its status change (with the service clock) in the caller's transaction. */
export async function addHandle(
  ctx: AppContext,
  tx: Tx,
  row: TicketRow,
  h: {
    type: number;
    content: string;
    files: WoFile[];
    author: 'customer' | 'agent' | 'system';
    authorName: string;
    agentId: number | null;
    status: number;
    /** The e-mail a customer's reply came from (one record per mail). */
    mailMessageId?: string;
    /** The client's id of the request (S-HD7: one record per id, ticket and side). */
    clientId?: string;
  },
  extra: Partial<TicketRow> = {},
): Promise<TicketHandleRow> {
  const now = ctx.now();
  const wh = parseWorkingHours((await getChannel(ctx, row.channel_id, tx.q)).row.working_hours);
  const clock = h.status !== row.status ? statusChange(row, h.status, wh, now) : {};
  const handle = await tx.q
    .insertInto('ticket_handles')
    .values({
      tenant_id: row.tenant_id,
      ticket_id: row.id,
      handle_type: h.type,
      status_after: h.status,
      content: h.content,
      files: JSON.stringify(h.files),
      author: h.author,
      author_name: h.authorName,
      agent_id: h.agentId,
      created_at: now,
      ...(h.mailMessageId ? { mail_message_id: h.mailMessageId } : {}),
      ...(h.clientId ? { client_id: h.clientId } : {}),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await tx.q
    .updateTable('tickets')
    .set({ ...clock, ...extra, updated_at: now })
    .where('id', '=', row.id)
    .execute();
  return handle;
}

/**
 * The customer answers (handleType 2), in the widget, by a link or by e-mail: a ticket that waited for them, or was
 * resolved, is open again, and the agents are told.
 */
export async function replyByCustomer(
  ctx: AppContext,
  access: TicketAccess,
  b: Pick<z.output<typeof addWoHandleBody>, 'woId' | 'handleContent' | 'woFileRelVoList' | 'clientId'>,
  mailMessageId?: string,
): Promise<void> {
  const row = await ticketFor(ctx, access, b.woId);
  const clientId = b.clientId;
  // S-HD7: a resend of a reply already stored answers as the first did, even once the ticket has moved on.
  if (clientId === undefined) return addCustomerReply(ctx, row, b, mailMessageId);
  const earlier = async () => ((await handleByClientId(ctx.db.kysely, Number(row.id), 'customer', clientId)) ? true : undefined);
  await once(earlier, async () => (await addCustomerReply(ctx, row, b, mailMessageId), true));
}

async function addCustomerReply(
  ctx: AppContext,
  row: TicketRow,
  b: Pick<z.output<typeof addWoHandleBody>, 'handleContent' | 'woFileRelVoList' | 'clientId'>,
  mailMessageId?: string,
): Promise<void> {
  if (isClosed(row.status)) throw new ApiError(409, 'This ticket is closed; please leave a new message');
  const files = await checkFiles(
    ctx,
    b.woFileRelVoList,
    { tenantId: row.tenant_id, visitorId: Number(row.visitor_id) },
    LEAVE_MSG_MAX_ATTACHMENTS,
    'woFileRelVoList',
  );
  await inTransaction(ctx, async (tx) => {
    const fresh = (await ticketRow(tx.q, Number(row.id)))!;
    const handle = await addHandle(ctx, tx, fresh, {
      type: HandleType.CUSTOMER_REPLY,
      content: b.handleContent,
      files,
      author: 'customer',
      authorName: fresh.customer_name,
      agentId: null,
      status: statusAfterCustomerReply(fresh.status),
      ...(mailMessageId ? { mailMessageId } : {}),
      ...(b.clientId ? { clientId: b.clientId } : {}),
    });
    // Their own reply is read by them.
    await tx.q
      .updateTable('tickets')
      .set({ visitor_read_handle_id: Number(handle.id) })
      .where('id', '=', fresh.id)
      .execute();
    tellTicketChanged(ctx, tx, fresh, 'customerReply');
    await emitTicketEvent(ctx, tx, WebhookEvent.TICKET_UPDATED, fresh.tenant_id, fresh.id, {
      change: 'customerReply',
      content: b.handleContent,
    });
  });
}

export async function rateTicket(ctx: AppContext, access: TicketAccess, b: z.output<typeof rateWoBody>): Promise<void> {
  const row = await ticketFor(ctx, access, b.woId);
  if (!canRate(row))
    throw new ApiError(409, row.rated_at != null ? 'This ticket has already been rated' : 'A ticket can be rated once it is resolved');
  await inTransaction(ctx, async (tx) => {
    const res = await tx.q
      .updateTable('tickets')
      .set({ rating_star: b.star, rating_comment: b.comment, rated_at: ctx.now() })
      .where('id', '=', row.id)
      .where('rated_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new ApiError(409, 'This ticket has already been rated');
    tellTicketChanged(ctx, tx, row, 'updated');
    await emitTicketEvent(ctx, tx, WebhookEvent.TICKET_UPDATED, row.tenant_id, row.id, { change: 'rated', star: b.star });
  });
}
