import type { z } from 'zod';
import {
  EventCode,
  isValidEmail,
  HandleType,
  TICKET_PRIORITY_LABELS,
  TicketStatus,
  type AgentProfile,
  type TicketDetail,
  type TicketPage,
  type TicketView,
  type ticketListQuery,
  type ticketReplyBody,
  type ticketUpdateBody,
  type ticketViewBody,
  WebhookEvent,
} from '@parley/protocol';
import { contains } from '../../platform/db/like.js';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { TicketRow } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { tellVisitor } from '../conversation/visitorEvents.js';
import { badRequest, notFound } from '../../platform/http/envelope.js';
import { activeSession } from '../conversation/sessionStore.js';
import { parseWorkingHours } from '../routing/workingHours.js';
import { ticketMail } from './mailText.js';
import { customerLink, queueTicketMail } from './ticketMail.js';
import { tellTicketChanged, ticketSummaries } from './ticketEvents.js';
import { emitTicketEvent } from '../webhooks/emit.js';
import { addHandle, checkFiles, handleByClientId, handlesOf, ticketRow } from './ticketService.js';
import { once } from '../../platform/db/writeOnce.js';
import { elapsedOf, isOverdue, toDetail } from './ticketPresentation.js';

/** The agents' ticket desk: find, read, answer, note, change and assign tickets of their tenant. */

async function tenantTicket(ctx: AppContext, agent: AgentProfile, woId: string): Promise<TicketRow> {
  const row = /^\d{1,15}$/.test(woId) ? await ticketRow(ctx.db.kysely, Number(woId)) : undefined;
  if (!row || row.tenant_id !== agent.tenantId) throw notFound('No such ticket');
  return row;
}

/** The ticket list: SQL filters, then (for "overdue", a clock reading) a filter in memory over the newest 2,000. */
export async function listTickets(ctx: AppContext, agent: AgentProfile, f: z.output<typeof ticketListQuery>): Promise<TicketPage> {
  let q = ctx.db.kysely.selectFrom('tickets').selectAll().where('tenant_id', '=', agent.tenantId);
  if (f.status?.length) q = q.where('status', 'in', f.status);
  if (f.priority?.length) q = q.where('priority', 'in', f.priority);
  if (f.typeId) q = q.where('template_id', '=', f.typeId);
  if (f.assignee === 'me') q = q.where('assignee_agent_id', '=', agent.agentId);
  else if (f.assignee === 'none') q = q.where('assignee_agent_id', 'is', null);
  else if (f.assignee) q = q.where('assignee_agent_id', '=', Number(f.assignee));
  if (f.groupId) q = q.where('assignee_group_id', '=', f.groupId);
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  if (f.q) {
    const text = f.q;
    const id = /^\d{1,15}$/.test(text) ? Number(text) : -1;
    q = q.where((eb) =>
      eb.or([
        contains('title', text),
        contains('content', text),
        contains('customer_name', text),
        contains('customer_email', text),
        eb('id', '=', id),
      ]),
    );
  }
  q = q.orderBy('updated_at', 'desc').orderBy('id', 'desc');
  const offset = (f.page - 1) * f.pageSize;
  let rows: TicketRow[];
  let total: number;
  if (f.overdue === '1') {
    const now = ctx.now();
    const candidates = await q.limit(2000).execute();
    const hours = new Map<string, ReturnType<typeof parseWorkingHours>>();
    const overdue: TicketRow[] = [];
    for (const r of candidates) {
      if (!hours.has(r.channel_id)) hours.set(r.channel_id, parseWorkingHours((await getChannel(ctx, r.channel_id)).row.working_hours));
      if (isOverdue(r, hours.get(r.channel_id)!, now)) overdue.push(r);
    }
    rows = overdue.slice(offset, offset + f.pageSize);
    total = overdue.length;
  } else {
    rows = await q.limit(f.pageSize).offset(offset).execute();
    const counted = await q
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { items: await ticketSummaries(ctx, ctx.db.kysely, rows), total, page: f.page, pageSize: f.pageSize };
}

export async function ticketDetail(ctx: AppContext, agent: AgentProfile, woId: string): Promise<TicketDetail> {
  const row = await tenantTicket(ctx, agent, woId);
  const [summary] = await ticketSummaries(ctx, ctx.db.kysely, [row]);
  const handles = await handlesOf(ctx.db.kysely, Number(row.id));
  const session = await activeSession(ctx.db.kysely, Number(row.visitor_id));
  const wh = parseWorkingHours((await getChannel(ctx, row.channel_id)).row.working_hours);
  return toDetail(
    row,
    handles,
    {
      wh,
      now: ctx.now(),
      agentName: (id) => (id === summary!.assignee?.agentId ? summary!.assignee.nickname : ''),
      customerUserId: summary!.customer.userId,
    },
    session ? Number(session.id) : null,
  );
}

/** The customer hears of a public answer or a status change: event 1210 now, and an e-mail when the channel sends them. */
async function tellCustomer(ctx: AppContext, tx: Tx, row: TicketRow, status: number, preview: string, mailIt: boolean): Promise<void> {
  await tellVisitor(ctx, tx, row.tenant_id, Number(row.visitor_id), {
    code: EventCode.TICKET_UPDATED,
    woId: String(row.id),
    woStatus: status,
    preview: preview.slice(0, 140),
  });
  const { settings } = await getChannel(ctx, row.channel_id, tx.q);
  const mail = settings.ticketMail;
  const to = row.customer_email;
  if (!mailIt || !mail.enabled || !mail.host || !isValidEmail(to)) return;
  const link = await customerLink(ctx, tx.q, row, mail.publicUrl);
  const answerByMail = ctx.config.mailReplyTo !== undefined;
  await queueTicketMail(ctx, tx, row, ticketMail({ to, ticketId: String(row.id), title: row.title, reply: preview, link, answerByMail }));
}

/** A public reply (handleType 1) or an internal note (3), with the status the agent chose. */
export async function replyByAgent(
  ctx: AppContext,
  agent: AgentProfile,
  woId: string,
  b: z.output<typeof ticketReplyBody>,
): Promise<TicketDetail> {
  const row = await tenantTicket(ctx, agent, woId);
  const clientId = b.clientId;
  // S-HD7: a resend of a reply or note already stored adds nothing and answers the ticket as it is.
  if (clientId !== undefined) {
    const earlier = async () => ((await handleByClientId(ctx.db.kysely, Number(row.id), 'agent', clientId)) ? true : undefined);
    await once(earlier, async () => (await addAgentHandle(ctx, agent, row, b), true));
  } else await addAgentHandle(ctx, agent, row, b);
  return ticketDetail(ctx, agent, woId);
}

async function addAgentHandle(ctx: AppContext, agent: AgentProfile, row: TicketRow, b: z.output<typeof ticketReplyBody>): Promise<void> {
  const files = await checkFiles(ctx, b.files, { tenantId: row.tenant_id, visitorId: Number(row.visitor_id) }, 10, 'files');
  await inTransaction(ctx, async (tx) => {
    const fresh = (await ticketRow(tx.q, Number(row.id)))!;
    const reopened = fresh.status === TicketStatus.NOT_ACCEPTED ? TicketStatus.ACCEPTED : fresh.status;
    const status = b.internal ? fresh.status : (b.status ?? reopened);
    const wh = parseWorkingHours((await getChannel(ctx, fresh.channel_id, tx.q)).row.working_hours);
    const firstResponse =
      !b.internal && fresh.first_response_elapsed_ms == null ? { first_response_elapsed_ms: elapsedOf(fresh, wh, ctx.now()) } : {};
    const assign = fresh.assignee_agent_id == null && !b.internal ? { assignee_agent_id: agent.agentId } : {};
    await addHandle(
      ctx,
      tx,
      fresh,
      {
        type: b.internal ? HandleType.INTERNAL : HandleType.PUBLIC_REPLY,
        content: b.content,
        files,
        author: 'agent',
        authorName: agent.nickname,
        agentId: agent.agentId,
        status,
        ...(b.clientId ? { clientId: b.clientId } : {}),
      },
      { ...firstResponse, ...assign },
    );
    if (!b.internal) await tellCustomer(ctx, tx, fresh, status, b.content, true);
    tellTicketChanged(ctx, tx, fresh, 'updated');
    const change = b.internal ? { change: 'internalNote', content: b.content } : { change: 'agentReply', content: b.content };
    await emitTicketEvent(ctx, tx, WebhookEvent.TICKET_UPDATED, fresh.tenant_id, fresh.id, change);
  });
}

/** Status, priority and assignment. A status change is a public record (the customer's timeline shows it); the rest are notes. */
export async function updateTicket(
  ctx: AppContext,
  agent: AgentProfile,
  woId: string,
  b: z.output<typeof ticketUpdateBody>,
): Promise<TicketDetail> {
  const row = await tenantTicket(ctx, agent, woId);
  let assigneeName = '';
  if (b.assigneeAgentId != null) {
    const target = await ctx.db.kysely
      .selectFrom('agents')
      .select('nickname')
      .where('id', '=', b.assigneeAgentId)
      .where('tenant_id', '=', agent.tenantId)
      .executeTakeFirst();
    if (!target) throw badRequest('assigneeAgentId: unknown agent');
    assigneeName = target.nickname;
  }
  if (b.assigneeGroupId != null) {
    const groupId = /^\d{1,15}$/.test(b.assigneeGroupId) ? Number(b.assigneeGroupId) : -1;
    const group = await ctx.db.kysely
      .selectFrom('groups')
      .select('id')
      .where('id', '=', groupId)
      .where('tenant_id', '=', agent.tenantId)
      .executeTakeFirst();
    if (!group) throw badRequest('assigneeGroupId: unknown group');
  }
  await inTransaction(ctx, async (tx) => {
    const fresh = (await ticketRow(tx.q, Number(row.id)))!;
    const who = { author: 'agent' as const, authorName: agent.nickname, agentId: agent.agentId, files: [] };
    if (b.status !== undefined && b.status !== fresh.status) {
      await addHandle(ctx, tx, fresh, { ...who, type: HandleType.PUBLIC_REPLY, content: '', status: b.status });
      await tellCustomer(ctx, tx, fresh, b.status, '', false);
    }
    const notes: string[] = [];
    const patch: Partial<TicketRow> = {};
    if (b.priority !== undefined && b.priority !== fresh.priority) {
      patch.priority = b.priority;
      notes.push(`Priority: ${TICKET_PRIORITY_LABELS[b.priority]}`);
    }
    if (b.assigneeAgentId !== undefined && b.assigneeAgentId !== fresh.assignee_agent_id) {
      patch.assignee_agent_id = b.assigneeAgentId;
      notes.push(b.assigneeAgentId == null ? 'Unassigned' : `Assigned to ${assigneeName}`);
    }
    if (b.assigneeGroupId !== undefined && b.assigneeGroupId !== fresh.assignee_group_id) {
      patch.assignee_group_id = b.assigneeGroupId;
      notes.push(b.assigneeGroupId == null ? 'Group cleared' : `Group: ${b.assigneeGroupId}`);
    }
    if (notes.length) {
      const current = (await ticketRow(tx.q, Number(row.id)))!;
      await addHandle(ctx, tx, current, { ...who, type: HandleType.INTERNAL, content: notes.join(' · '), status: current.status }, patch);
    }
    tellTicketChanged(ctx, tx, fresh, 'updated');
    await emitTicketEvent(ctx, tx, WebhookEvent.TICKET_UPDATED, fresh.tenant_id, fresh.id, { change: 'updated' });
  });
  return ticketDetail(ctx, agent, woId);
}

/** Every link sent for the ticket stops working; the next public reply sends a new one. */
export async function revokeTicketLinks(ctx: AppContext, agent: AgentProfile, woId: string): Promise<void> {
  const row = await tenantTicket(ctx, agent, woId);
  await ctx.db.kysely
    .updateTable('tickets')
    .set({ link_version: row.link_version + 1 })
    .where('id', '=', row.id)
    .execute();
}

export async function ticketViews(ctx: AppContext, agent: AgentProfile): Promise<TicketView[]> {
  const rows = await ctx.db.kysely.selectFrom('ticket_views').selectAll().where('agent_id', '=', agent.agentId).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, filters: JSON.parse(r.filters) as Record<string, string> }));
}

export async function saveTicketView(ctx: AppContext, agent: AgentProfile, b: z.output<typeof ticketViewBody>): Promise<TicketView> {
  const row = await ctx.db.kysely
    .insertInto('ticket_views')
    .values({ tenant_id: agent.tenantId, agent_id: agent.agentId, name: b.name, filters: JSON.stringify(b.filters), created_at: ctx.now() })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), name: row.name, filters: b.filters };
}

export async function deleteTicketView(ctx: AppContext, agent: AgentProfile, id: number): Promise<void> {
  const res = await ctx.db.kysely.deleteFrom('ticket_views').where('id', '=', id).where('agent_id', '=', agent.agentId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('No such view');
}
