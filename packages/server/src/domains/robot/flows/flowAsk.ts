/**
 * robotAsk inside a guided flow (issue 20 item 2; S-FL1–S-FL12): turns the ask into a flow event, runs the engine,
 * performs what it asks for outside (the tenant's endpoint, the large model), and stores the visitor's words, the
 * robot's reply, the conversation's position and, on a hand-off, the agents' note in one transaction.
 * undefined: the ask is not the flow's (no flow involved, or free text that left the flow), and the knowledge base
 * answers it as usual.
 */
import type { z } from 'zod';
import {
  AnswerType,
  FLOW_DOC_PREFIX,
  MsgType,
  ReplySource,
  RobotReplyStatus,
  SenderType,
  type AnswerItem,
  type ButtonItem,
  type ChatMessage,
  type Flow,
  type FlowState,
  type RobotAskAnswer,
  type robotAskBody,
} from '@parley/protocol';
import type { LoadedChannel } from '../../channels/channelStore.js';
import type { AppContext } from '../../../platform/context.js';
import { postMessage } from '../../conversation/messageActions.js';
import { toChatMessage } from '../../conversation/messageView.js';
import { startSession } from '../../conversation/sessionActions.js';
import { activeSession } from '../../conversation/sessionStore.js';
import type { Visitor } from '../../../platform/db/schema.js';
import { inTransaction } from '../../../platform/db/unitOfWork.js';
import type { RobotEngine } from '../engine/engine.js';
import { askChannelModel } from '../modelGate.js';
import { flowForDoc, flowForPhrase, flowForQuestion, type FlowEvent, type FlowStep } from './engine.js';
import { findFlow, findRun, listFlows, putRun } from './flowStore.js';
import { performHttp } from './httpStep.js';
import { runWithEffects } from './runEffects.js';
import { questionExtraOf } from '../askExtra.js';

type AskBody = z.output<typeof robotAskBody>;

/** The itemId a flow form's answer carries; its values are the JSON object in bindValue (S-FL5). */
export const FORM_SUBMIT_ITEM = 'submit';

const REASK: Record<string, string> = {
  en: 'Please choose one of the options below, or type your question again.',
  zh: '请从下面的选项中选择一项，或重新输入您的问题。',
  tw: '請從下面的選項中選擇一項，或重新輸入您的問題。',
};
const reaskText = (visitor: Visitor, channel: LoadedChannel) =>
  REASK[(visitor.locale || channel.settings.language || 'en').slice(0, 2).toLowerCase()] ?? REASK.en!;

/** The answered form's values: an object of strings (or lists of them) in bindValue, else nothing. */
function formValues(bindValue: string | undefined): Record<string, string | string[]> | undefined {
  if (!bindValue) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(bindValue);
  } catch {
    return undefined;
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    else if (Array.isArray(v)) out[k] = v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String);
  }
  return out;
}

interface Turn {
  flow: Flow;
  state: FlowState | null;
  event: FlowEvent;
  /** What the visitor "said", as stored. */
  question: string;
  /** Items shown before the flow's own (a knowledge document that enters the flow). */
  before?: AnswerItem[];
}

/** Which flow event this ask is, if any (S-FL1, S-FL5, S-FL6). */
async function turnOf(
  ctx: AppContext,
  visitor: Visitor,
  channel: LoadedChannel,
  kb: RobotEngine,
  body: AskBody,
  sessionId: number | undefined,
): Promise<Turn | undefined> {
  const tenantId = visitor.tenant_id;
  const robotNo = channel.row.robot_no;
  const q = ctx.db.kysely;
  const typed = (body.question ?? '').trim();
  // A menu entry names the flow itself.
  if (body.docId?.startsWith(FLOW_DOC_PREFIX)) {
    const flow = await findFlow(q, tenantId, robotNo, body.docId.slice(FLOW_DOC_PREFIX.length));
    if (!flow || !flow.enabled || !flow.trigger.menu) return undefined;
    return { flow, state: null, event: startEvent(body), question: typed || (body.button ?? '').trim() || flow.name };
  }
  const state = sessionId === undefined ? undefined : await findRun(q, sessionId);
  if (state) {
    const flow = await findFlow(q, tenantId, robotNo, state.flowId, state.version);
    if (flow && body.bingCode === flow.flowId && body.nodeId) {
      const values = body.itemId === FORM_SUBMIT_ITEM ? formValues(body.bindValue) : undefined;
      if (values)
        return {
          flow,
          state,
          event: { type: 'form', nodeId: body.nodeId, values },
          question: typed || formQuestion(flow, body.nodeId, values),
        };
      if (body.itemId)
        return {
          flow,
          state,
          event: { type: 'button', nodeId: body.nodeId, itemId: body.itemId },
          question: typed || (body.button ?? '').trim() || body.itemId,
        };
    }
    if (flow && typed && !body.docId && !body.bingCode) {
      return { flow, state, event: { type: 'text', text: typed, known: kb.ask(typed).decision.kind === 'answer' }, question: typed };
    }
    if (!flow) await putRun(q, tenantId, sessionId!, null, ctx.now());
  }
  if (body.bingCode || (!typed && !body.docId)) return undefined;
  const flows = await listFlows(q, tenantId, robotNo);
  if (flows.length === 0) return undefined;
  // S-FL16: a question close to a flow's trigger phrase starts it as its menu entry would.
  const byPhrase = typed && !body.docId ? flowForPhrase(flows, (phrases) => kb.phraseMatch(typed, phrases)) : undefined;
  if (byPhrase) return { flow: byPhrase, state: null, event: startEvent(body), question: typed };
  // A knowledge document that enters a flow: its answer, then the flow (S-FL1).
  const doc = body.docId ? kb.doc(body.docId) : undefined;
  const answered =
    doc ??
    (typed
      ? (() => {
          const d = kb.ask(typed).decision;
          return d.kind === 'answer' ? d.hit.doc : undefined;
        })()
      : undefined);
  const byDoc = answered ? flowForDoc(flows, answered.docId) : undefined;
  if (byDoc && answered)
    return {
      flow: byDoc,
      state: null,
      event: startEvent(body),
      question: typed || answered.question,
      before: [{ replySource: ReplySource.TEXT_REPLY, text: answered.answer }],
    };
  const byWord = typed && !body.docId ? flowForQuestion(flows, typed) : undefined;
  return byWord ? { flow: byWord, state: null, event: startEvent(body), question: typed } : undefined;
}

function startEvent(body: AskBody): FlowEvent {
  const params = body.customerParameters;
  return {
    type: 'start',
    params: typeof params === 'object' && params !== null && !Array.isArray(params) ? params : {},
  };
}

/** A form's answers as the visitor's message: "Order number: A-1 · E-mail: a@b.c". */
function formQuestion(flow: Flow, nodeId: string, values: Record<string, string | string[]>): string {
  const node = flow.nodes.find((n) => n.id === nodeId);
  if (node?.type !== 'form') return Object.values(values).flat().join(' · ');
  return node.fields
    .map((f) => [f.label, [values[f.name] ?? ''].flat().join(', ').trim()] as const)
    .filter(([, v]) => v !== '')
    .map(([l, v]) => `${l}: ${v}`)
    .join(' · ');
}

/** Runs one event and every outside step it leads to (S-FL2, S-FL9, S-FL10). */
function runTurn(ctx: AppContext, visitor: Visitor, channel: LoadedChannel, kb: RobotEngine, body: AskBody, turn: Turn): Promise<FlowStep> {
  const opts = { now: ctx.now(), reaskText: reaskText(visitor, channel) };
  return runWithEffects(turn.flow, turn.state, turn.event, opts, async (effect) =>
    effect.kind === 'http'
      ? performHttp(effect, body.customerToken, ctx.config.outboundAllowNetworks ?? [])
      : { type: 'llm', nodeId: effect.nodeId, text: await modelAnswer(ctx, channel, kb, effect.question) },
  );
}

/** The channel's large model on the flow's question, from the closest documents; undefined when off or silent. */
async function modelAnswer(ctx: AppContext, channel: LoadedChannel, kb: RobotEngine, question: string): Promise<string | undefined> {
  const docs = kb
    .ask(question)
    .hits.slice(0, channel.settings.largeModel.documents)
    .map((h) => h.doc);
  return askChannelModel(ctx, channel, question, docs);
}

function toAnswer(question: ChatMessage, reply: ChatMessage): RobotAskAnswer {
  return {
    status: RobotReplyStatus.OK,
    answerType: reply.answerType ?? AnswerType.ANSWER,
    docId: reply.docId ?? '',
    docPattern: reply.docPattern ?? '',
    showTransferBtn: false,
    answers: reply.answers ?? [],
    suggestList: [],
    referenceFile: [],
    question,
    reply,
  };
}

/** robotAsk's flow part: the stored exchange when the ask belongs to a flow, else undefined (the knowledge base answers). */
export async function askInFlow(
  ctx: AppContext,
  visitor: Visitor,
  channel: LoadedChannel,
  kb: RobotEngine,
  body: AskBody,
): Promise<RobotAskAnswer | undefined> {
  const session = await activeSession(ctx.db.kysely, visitor.id);
  const sessionId = session ? Number(session.id) : undefined;
  const turn = await turnOf(ctx, visitor, channel, kb, body, sessionId);
  if (!turn) return undefined;
  const step = await runTurn(ctx, visitor, channel, kb, body, turn);
  if (step.escaped) {
    // S-FL6: the visitor left the flow; the knowledge base answers what they typed.
    if (sessionId !== undefined) await putRun(ctx.db.kysely, visitor.tenant_id, sessionId, null, ctx.now());
    return undefined;
  }
  const answers = [...(turn.before ?? []), ...step.replies];
  const buttons: ButtonItem[] = answers.flatMap((a) => a.buttons ?? []);
  const content = answers
    .map((a) => a.text ?? '')
    .filter((t) => t.trim() !== '')
    .join('\n\n');
  const questionExtra = questionExtraOf(body);
  const robot = { type: SenderType.ROBOT, name: channel.settings.robotName };
  return inTransaction(ctx, async (tx) => {
    const live = await startSession(ctx, tx, visitor);
    const q = await postMessage(ctx, tx, {
      session: live,
      sender: { type: SenderType.VISITOR, name: visitor.name },
      msgType: MsgType.TEXT,
      content: turn.question.slice(0, 2000),
      extra: questionExtra,
      clientId: body.id ?? null,
    });
    const r = await postMessage(ctx, tx, {
      session: live,
      sender: robot,
      msgType: MsgType.CARD,
      content,
      extra: {
        docId: '',
        docPattern: turn.flow.name,
        answerType: AnswerType.ANSWER,
        answers,
        suggestList: [],
        showTransferBtn: false,
        referenceFile: [],
        ...(buttons.length ? { itemList: buttons } : {}),
        flowId: turn.flow.flowId,
        questionMsgId: Number(q.id),
      },
    });
    await putRun(tx.q, visitor.tenant_id, Number(live.id), step.state, ctx.now());
    if (step.handoff) {
      // S-FL8: what the visitor answered, for the agent who takes over (never shown to the visitor).
      const note = step.replies.find((a) => a.replySource === ReplySource.AGENT_REPLY)?.agentAskContent ?? '';
      await postMessage(ctx, tx, {
        session: live,
        sender: robot,
        msgType: MsgType.TEXT,
        content: `${turn.flow.name}\n${note}`,
        inside: true,
      });
    }
    return toAnswer(toChatMessage(q), toChatMessage(r));
  });
}
