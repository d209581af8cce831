import type { z } from 'zod';
import {
  AnswerType,
  MsgType,
  ReplySource,
  RobotReplyStatus,
  SenderType,
  TO_CUSTOMER_SERVICE,
  questionPagePath,
  type AnswerItem,
  type ButtonItem,
  type ChatMessage,
  type RobotAskAnswer,
  type robotAskBody,
} from '@parley/protocol';
import { getChannel, type LoadedChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { badRequest, notFound } from '../../platform/http/envelope.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { postMessage } from '../conversation/messageActions.js';
import { once } from '../../platform/db/writeOnce.js';
import { messageByClientId } from '../conversation/messageStore.js';
import { toChatMessage } from '../conversation/messageView.js';
import { startSession } from '../conversation/sessionActions.js';
import type { AskResult, RobotEngine } from './engine/engine.js';
import type { KbDoc } from './engine/types.js';
import { robotCache } from './robotCache.js';
import { replyTexts, smallTalkReply } from './replyTexts.js';
import { readSmallTalk } from './engine/smallTalk.js';
import { humanRequestMatcher, type HumanRequest } from './engine/humanRequest.js';
import { askChannelModel } from './modelGate.js';
import { recordUnanswered } from './unanswered.js';
import { askInFlow } from './flows/flowAsk.js';
import { questionExtraOf } from './askExtra.js';

/** One matcher per keyword list; a channel's parsed settings (and so its list) are reused until they change. */
const matchers = new WeakMap<readonly string[], (question: string) => HumanRequest | undefined>();
/** S-RB17: the visitor's request for a person in a typed question, when the channel hands over to people at all. */
function humanRequest(channel: LoadedChannel, question: string): HumanRequest | undefined {
  const s = channel.settings;
  if (s.transferUserMode !== 1 || question === '') return undefined;
  let read = matchers.get(s.robotTransferKeywords);
  if (!read) matchers.set(s.robotTransferKeywords, (read = humanRequestMatcher(s.robotTransferKeywords)));
  return read(question);
}

/**
 * S-RB17: how a request for a person is met. robotUnknownTransferUserMode 1 (the channel asks visitors to confirm a
 * transfer) shows the transfer button; otherwise the widget hands over at once on the instruction.
 */
const offersButton = (channel: LoadedChannel) => channel.settings.robotUnknownTransferUserMode === 1;

type AskBody = z.output<typeof robotAskBody>;

export interface VisitorRobot {
  channel: LoadedChannel;
  robotNo: string;
  engine: RobotEngine;
}

/** The robot of the visitor's channel. A robotNo in the body must name it: a visitor asks only their own channel's robot. */
export async function visitorRobot(ctx: AppContext, visitor: Visitor, robotNo: string | undefined): Promise<VisitorRobot> {
  const channel = await getChannel(ctx, visitor.channel_id);
  if (robotNo && robotNo !== channel.row.robot_no) throw notFound(`Unknown robot: ${robotNo}`);
  const engine = await robotCache(ctx).engine(visitor.tenant_id, channel.row.robot_no, channel.settings.robotSynonyms);
  return { channel, robotNo: channel.row.robot_no, engine };
}

/** What the reply message stores beyond its text; toChatMessage spreads it back out. */
interface ReplyExtra {
  docId: string;
  docPattern: string;
  answer?: string;
  answers: AnswerItem[];
  answerType: number;
  suggestList: Array<{ question: string; docId: string }>;
  showTransferBtn: boolean;
  referenceFile: Array<{ referenceFileName: string; referenceFileUrl: string }>;
  /** The answer's buttons (also in its answer item), for views that read the message's own list. */
  itemList?: ButtonItem[];
  /** Links the reply to the question it answers (a retried ask finds both). */
  questionMsgId?: number;
  /** How sure the robot was of its best document (0..1), for the agents' transcript; absent for a clicked one. */
  robotConfidence?: number;
  /** S-RB17: the visitor asked for a person. */
  humanRequested?: boolean;
}

type Reply = { content: string; extra: ReplyExtra };

/** The channel's robot*TransferUserMode for this kind of answer: 1 shows the button (2 transfers on the client by itself). */
function showTransferBtn(channel: LoadedChannel, answerType: number): boolean {
  const s = channel.settings;
  if (s.transferUserMode !== 1) return false;
  if (answerType === AnswerType.ANSWER) return s.robotAnswerTransferUserMode === 1;
  if (answerType === AnswerType.CLARIFY) return s.robotGuideTransferUserMode === 1;
  return s.robotUnknownTransferUserMode === 1;
}

/**
 * A document's buttons as the widget sends them back when one is tapped: nodeId and itemId name the
 * document and button, bindValue the document it opens (asked for directly, as docId).
 */
function answerButtons(doc: KbDoc): ButtonItem[] {
  return (doc.buttons ?? []).map((b, i) => ({
    text: b.text,
    button: b.text,
    nodeId: doc.docId,
    itemId: String(i + 1),
    ...(b.docId ? { bindValue: b.docId } : {}),
  }));
}

function answerReply(doc: KbDoc, item: Partial<AnswerItem>): Reply {
  const buttons = answerButtons(doc);
  const answer: AnswerItem = buttons.length
    ? { replySource: ReplySource.BUTTONS, text: doc.answer, buttons, ...item }
    : { replySource: ReplySource.TEXT_REPLY, text: doc.answer, ...item };
  return {
    content: doc.answer,
    extra: {
      docId: doc.docId,
      docPattern: doc.question,
      answer: doc.answer,
      answerType: AnswerType.ANSWER,
      answers: [answer],
      suggestList: [],
      showTransferBtn: false,
      referenceFile: [],
      ...(buttons.length ? { itemList: buttons } : {}),
    },
  };
}

/** Fields every answer item of this ask carries back (the button's node, the agent time). */
function itemFields(body: AskBody): Partial<AnswerItem> {
  return {
    ...(body.nodeId !== undefined ? { nodeId: body.nodeId } : {}),
    ...(body.agentTime !== undefined ? { agentTime: body.agentTime } : {}),
  };
}

/**
 * Item 8: a question the knowledge base answered only with a clarify list or not at all goes to the channel's
 * large model with the closest documents, which become the answer's sources. undefined keeps the robot's own
 * reply: the model is off, the visitor asked for a person, nothing in the knowledge base came close, the
 * endpoint failed (or failed so often lately that it is not asked), or the model had no answer.
 */
async function largeModelReply(
  ctx: AppContext,
  channel: LoadedChannel,
  visitor: Visitor,
  question: string,
  result: AskResult,
  reply: Reply,
  body: AskBody,
): Promise<Reply | undefined> {
  const settings = channel.settings.largeModel;
  if (!settings.enabled || reply.extra.answerType === AnswerType.ANSWER || reply.extra.humanRequested) return undefined;
  const docs = result.hits.slice(0, settings.documents).map((h) => h.doc);
  if (docs.length === 0) return undefined;
  const text = await askChannelModel(ctx, channel, question, docs);
  if (text === undefined) return undefined;
  return {
    content: text,
    extra: {
      docId: '',
      docPattern: '',
      answerType: AnswerType.ANSWER,
      answers: [{ replySource: ReplySource.LARGE_MODEL_REPLY, text, ...itemFields(body) }],
      suggestList: [],
      showTransferBtn: showTransferBtn(channel, AnswerType.ANSWER),
      referenceFile: docs.map((d) => ({
        referenceFileName: d.question,
        referenceFileUrl: questionPagePath(d.docId, visitor.user_id, visitor.locale),
      })),
    },
  };
}

/** S-RB17: a request for a person alone, answered without the knowledge base. */
function humanReply(channel: LoadedChannel, body: AskBody, texts: ReturnType<typeof replyTexts>): Reply {
  const button = offersButton(channel);
  const text = button ? texts.offer : texts.transfer;
  return {
    content: text,
    extra: {
      docId: '',
      docPattern: '',
      answerType: AnswerType.UNKNOWN,
      answers: [
        { replySource: ReplySource.TEXT_REPLY, text, ...(button ? {} : { instruction: TO_CUSTOMER_SERVICE }), ...itemFields(body) },
      ],
      suggestList: [],
      showTransferBtn: button,
      referenceFile: [],
      humanRequested: true,
    },
  };
}

/** Turns the engine's decision into the reply message's text and fields; human: the question also asked for a person (S-RB17). */
function buildReply(
  question: string,
  result: AskResult | { direct: KbDoc },
  channel: LoadedChannel,
  body: AskBody,
  visitorLocale: string,
  human: boolean,
): Reply {
  const item = itemFields(body);
  let reply: Reply;
  if ('direct' in result) reply = answerReply(result.direct, item);
  else {
    const { decision } = result;
    const texts = replyTexts(visitorLocale, channel.settings.language, question);
    if (decision.kind === 'answer') reply = answerReply(decision.hit.doc, item);
    else {
      const clarify = decision.kind === 'clarify';
      const text = clarify ? texts.clarify : !human ? texts.unknown : offersButton(channel) ? texts.offer : texts.transfer;
      reply = {
        content: text,
        extra: {
          docId: '',
          docPattern: '',
          answerType: clarify ? AnswerType.CLARIFY : AnswerType.UNKNOWN,
          answers: [{ replySource: ReplySource.TEXT_REPLY, text, ...(clarify ? { clarifyGuide: text } : {}), ...item }],
          suggestList: clarify ? decision.candidates.map((h) => ({ question: h.doc.question, docId: h.docId })) : [],
          showTransferBtn: false,
          referenceFile: [],
        },
      };
    }
    reply.extra.robotConfidence = result.confidence;
  }
  if (human) {
    // The visitor asked for a person as well: the transfer comes with whatever the knowledge base said (S-RB17).
    reply.extra.humanRequested = true;
    if (offersButton(channel)) reply.extra.showTransferBtn = true;
    else reply.extra.answers = reply.extra.answers.map((a) => ({ ...a, instruction: TO_CUSTOMER_SERVICE }));
  } else reply.extra.showTransferBtn = showTransferBtn(channel, reply.extra.answerType);
  return reply;
}

function toAnswer(question: ChatMessage, reply: ChatMessage): RobotAskAnswer {
  return {
    status: RobotReplyStatus.OK,
    answerType: reply.answerType ?? AnswerType.UNKNOWN,
    docId: reply.docId ?? '',
    docPattern: reply.docPattern ?? '',
    showTransferBtn: reply.showTransferBtn ?? false,
    answers: reply.answers ?? [],
    suggestList: reply.suggestList ?? [],
    referenceFile: reply.referenceFile ?? [],
    question,
    reply,
  };
}

/** A retried ask (same local id): the question stored the first time and the reply to it. */
async function storedExchange(ctx: AppContext, visitor: Visitor, clientId: string): Promise<RobotAskAnswer | undefined> {
  const q = await messageByClientId(ctx.db.kysely, visitor.id, clientId);
  if (!q) return undefined;
  const candidates = await ctx.db.kysely
    .selectFrom('messages')
    .selectAll()
    .where('session_id', '=', q.session_id)
    .where('sender_type', '=', SenderType.ROBOT)
    .where('id', '>', q.id)
    .orderBy('id')
    .limit(20)
    .execute();
  const reply = candidates.map(toChatMessage).find((m) => (m as { questionMsgId?: number }).questionMsgId === Number(q.id));
  if (!reply) throw badRequest(`Message id ${clientId} was already used for something other than a robot question`);
  return toAnswer(toChatMessage(q), reply);
}

/** The words the visitor "said": typed text, else the clicked button's text or value. */
function questionText(body: AskBody): string {
  return (body.question ?? '').trim() || (body.button ?? '').trim() || (body.bindValue ?? '').trim() || (body.agentAskContent ?? '').trim();
}

/** robotAsk, once per local id: a retry (or a concurrent twin) is answered with the exchange stored first. */
export async function robotAsk(ctx: AppContext, visitor: Visitor, body: AskBody): Promise<RobotAskAnswer> {
  const earlier = async () => (body.id ? storedExchange(ctx, visitor, body.id) : undefined);
  return once(earlier, () => answerAndStore(ctx, visitor, body));
}

/** A reply to small talk (S-RB16): a plain answer without a document, never a gap for the admin. */
function smallTalkAnswer(content: string, body: AskBody): Reply {
  return {
    content,
    extra: {
      docId: '',
      docPattern: '',
      answerType: AnswerType.ANSWER,
      answers: [{ replySource: ReplySource.TEXT_REPLY, text: content, ...itemFields(body) }],
      suggestList: [],
      showTransferBtn: false,
      referenceFile: [],
    },
  };
}

async function answerAndStore(ctx: AppContext, visitor: Visitor, body: AskBody): Promise<RobotAskAnswer> {
  const { channel, engine } = await visitorRobot(ctx, visitor, body.robotNo);
  const settings = channel.settings;
  // S-RB17: a typed request for a person comes before any flow, document or small talk.
  const typed = body.docId || body.bingCode ? '' : (body.question ?? '').trim();
  const human = humanRequest(channel, typed);
  if (human?.rest === '') {
    const texts = replyTexts(visitor.locale, settings.language, typed);
    return store(ctx, visitor, channel, body, typed, humanReply(channel, body, texts), undefined);
  }
  // A guided flow answers first when the ask is one of its steps or enters one (S-FL1-FL12).
  const inFlow = human ? undefined : await askInFlow(ctx, visitor, channel, engine, body);
  if (inFlow) return inFlow;
  // A menu entry, a clicked suggestion or a button names its document: answer it without ranking.
  const direct = body.docId ? engine.doc(body.docId) : undefined;
  const text = questionText(body) || direct?.question || '';
  if (text === '') throw badRequest(body.docId ? `body.docId: no document ${body.docId}` : 'body.question: question is required');
  // Small talk (S-RB16) is read only in typed questions, never with a request for a person.
  const talk = direct || human || !settings.robotSmallTalk.enabled ? undefined : readSmallTalk(text);
  if (talk && talk.rest === '') {
    const content = smallTalkReply(talk.kind, settings.robotSmallTalk.replies, visitor.locale, settings.language, text);
    return store(ctx, visitor, channel, body, text, smallTalkAnswer(content, body), undefined);
  }
  // A greeting with a question is answered as the question; so is the question asked with a request for a person.
  const result = direct ? { direct } : engine.ask(human?.rest ?? talk?.rest ?? text);
  const own = buildReply(text, result, channel, body, visitor.locale, human !== undefined);
  const reply = 'direct' in result ? own : ((await largeModelReply(ctx, channel, visitor, text, result, own, body)) ?? own);
  // A ranked question the knowledge base was unsure of (whatever the model made of it) is a gap for the admin.
  const unsure = !('direct' in result) && own.extra.answerType !== AnswerType.ANSWER && !own.extra.humanRequested;
  return store(ctx, visitor, channel, body, text, reply, unsure ? own.extra.answerType : undefined);
}

/** Question and reply commit together, so a retry finds both or neither; unsure: the answer type of a gap to record. */
async function store(
  ctx: AppContext,
  visitor: Visitor,
  channel: LoadedChannel,
  body: AskBody,
  text: string,
  reply: Reply,
  unsure: number | undefined,
): Promise<RobotAskAnswer> {
  const questionExtra = questionExtraOf(body);
  return inTransaction(ctx, async (tx) => {
    const session = await startSession(ctx, tx, visitor);
    const q = await postMessage(ctx, tx, {
      session,
      sender: { type: SenderType.VISITOR, name: visitor.name },
      msgType: MsgType.TEXT,
      content: text,
      extra: questionExtra,
      clientId: body.id ?? null,
    });
    const r = await postMessage(ctx, tx, {
      session,
      sender: { type: SenderType.ROBOT, name: channel.settings.robotName },
      msgType: MsgType.CARD,
      content: reply.content,
      extra: { ...reply.extra, questionMsgId: Number(q.id) },
    });
    if (unsure !== undefined)
      await recordUnanswered(tx.q, {
        tenantId: visitor.tenant_id,
        robotNo: channel.row.robot_no,
        question: text,
        answerType: unsure,
        now: ctx.now(),
      });
    return toAnswer(toChatMessage(q), toChatMessage(r));
  });
}
