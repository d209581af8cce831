/**
 * Guided flows in the widget (W-FW1–W-FW4 in ./SPEC.md): which robot replies are flow steps, how a step's form answers
 * and how an answered step is recorded (updateSessionMsg's docNode) and read back. Pure, no React.
 */
import { ReplySource, type AnswerItem, type FlowFormNode } from '@parley/protocol';
import type { AskVia } from './types';

/** The itemId of a flow form's answer (the server's FORM_SUBMIT_ITEM). */
export const FLOW_FORM_ITEM = 'submit';

const FLOW_SOURCES = new Set<string>([ReplySource.FROM_REPLY, ReplySource.CARD, ReplySource.AGENT_REPLY, ReplySource.END]);

/** W-FW1: a reply drawn item by item (forms, cards, hand-offs, ends, or a flow's buttons) rather than as one answer. */
export const isFlowReply = (answers: readonly AnswerItem[] | undefined): boolean =>
  (answers ?? []).some((a) => FLOW_SOURCES.has(a.replySource) || (a.buttons ?? []).some((b) => b.bingCode));

export type FormValues = Record<string, string | string[]>;

/** What the visitor did with a flow step: the button tapped or the form's values. */
export interface FlowAnswered {
  itemId?: string;
  values?: FormValues;
}

/** W-FW3: docNode as stored; anything unreadable counts as not answered. */
export function readAnswered(docNode: string | undefined): FlowAnswered | undefined {
  if (!docNode) return undefined;
  try {
    const raw = JSON.parse(docNode) as { answered?: FlowAnswered } | null;
    const a = raw?.answered;
    if (!a || typeof a !== 'object') return undefined;
    return {
      ...(typeof a.itemId === 'string' ? { itemId: a.itemId } : {}),
      ...(a.values && typeof a.values === 'object' ? { values: a.values } : {}),
    };
  } catch {
    return undefined;
  }
}

export const answeredDocNode = (answered: FlowAnswered): string => JSON.stringify({ answered });

/** A flow form as the FROM_REPLY item carries it; undefined when it is not one. */
export function formOf(item: AnswerItem): FlowFormNode | undefined {
  const f = item.fromNode as Partial<FlowFormNode> | undefined;
  if (!f || typeof f.nodeId !== 'string' || !Array.isArray(f.fields)) return undefined;
  return {
    nodeId: f.nodeId,
    bingCode: typeof f.bingCode === 'string' ? f.bingCode : '',
    title: typeof f.title === 'string' ? f.title : '',
    submitLabel: typeof f.submitLabel === 'string' ? f.submitLabel : '',
    fields: f.fields,
  };
}

/** W-FW2: the first required field left empty, if any. */
export function missingField(form: FlowFormNode, values: FormValues): FlowFormNode['fields'][number] | undefined {
  return form.fields.find((f) => {
    const v = values[f.name];
    return f.required && (Array.isArray(v) ? v.length === 0 : (v ?? '').trim() === '');
  });
}

/** W-FW2: the visitor's words for an answered form ("Order number: A-1 · E-mail: a@b.c") and how it asks. */
export function formAsk(form: FlowFormNode, values: FormValues): { text: string; via: AskVia } {
  const text = form.fields
    .map((f) => [f.label, [values[f.name] ?? ''].flat().join(', ').trim()] as const)
    .filter(([, v]) => v !== '')
    .map(([label, v]) => `${label}: ${v}`)
    .join(' · ');
  return {
    text: text || form.title,
    via: { nodeId: form.nodeId, itemId: FLOW_FORM_ITEM, bingCode: form.bingCode, bindValue: JSON.stringify(values) },
  };
}
