/*
 * Guided robot flows (issue 20): a robot's small graph of steps that walks a visitor through a task (a return,
 * a booking) with buttons and forms, may call the tenant's endpoint, and ends or hands over to an agent with what
 * the visitor answered. Edges live on the nodes (`next`, a button's `next`, `branches`), so a stored flow is one
 * JSON document; the console draws them on a canvas from the same fields.
 */
import { z } from 'zod';
import { FieldType } from '../enums.js';
import { jsonBounded } from './common.js';

const nodeId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'letters, digits, _ and - only');
/** A variable's name; `{{name}}` in a text puts its value there. */
const variable = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][\w.]*$/, 'a variable starts with a letter and has letters, digits, _ and . only');
const text = (max: number) => z.string().max(max);

export const flowPositionSchema = z.object({ x: z.number(), y: z.number() });

/** After a node: the first branch whose variable equals its value (case-insensitive) wins, else `next`. */
export const flowBranchSchema = z.object({ variable, equals: text(200), next: nodeId });
export type FlowBranch = z.infer<typeof flowBranchSchema>;

const base = {
  id: nodeId,
  /** Where the console's canvas draws it. */
  position: flowPositionSchema.default({ x: 0, y: 0 }),
  next: nodeId.optional(),
  branches: z.array(flowBranchSchema).max(20).default([]),
};

export const flowButtonSchema = z.object({
  id: nodeId,
  text: text(200).min(1),
  /** The value the button binds (to the node's variable); its text when empty. */
  value: text(200).default(''),
  next: nodeId.optional(),
});
export type FlowButton = z.infer<typeof flowButtonSchema>;

export const flowFieldSchema = z.object({
  /** The variable the answer is bound to. */
  name: variable,
  label: text(100).min(1),
  fieldType: z.number().int().min(FieldType.TEXT).max(FieldType.CHECKBOX).default(FieldType.TEXT),
  required: z.boolean().default(false),
  options: z
    .array(z.object({ label: text(100).min(1), value: text(200) }))
    .max(50)
    .default([]),
});
export type FlowField = z.infer<typeof flowFieldSchema>;

export const flowNodeSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('text'), text: text(5000).min(1) }),
  z.object({
    ...base,
    type: z.literal('card'),
    title: text(200).min(1),
    text: text(2000).default(''),
    imageUrl: text(2000).default(''),
    linkUrl: text(2000).default(''),
  }),
  z.object({
    ...base,
    type: z.literal('buttons'),
    text: text(5000).min(1),
    /** The chosen button's value is bound here (and listed for the agent under the node's text). */
    variable: variable.optional(),
    buttons: z.array(flowButtonSchema).min(1).max(10),
  }),
  z.object({
    ...base,
    type: z.literal('form'),
    text: text(2000).min(1),
    submitLabel: text(40).default(''),
    fields: z.array(flowFieldSchema).min(1).max(12),
  }),
  /** A large-model answer to `question` (variables filled in), from the robot's closest documents. */
  z.object({ ...base, type: z.literal('llm'), question: text(2000).min(1) }),
  /**
   * A call to the tenant's endpoint with the collected values and the visitor's customerToken. The answer binds
   * `{resultVariable}.status` and each top-level field of a JSON answer as `{resultVariable}.{field}`; a refused,
   * failed or timed-out call goes to `onError` (or ends the flow with the node's error text).
   */
  z.object({
    ...base,
    type: z.literal('http'),
    url: text(2000).regex(/^https?:\/\//i, 'url must be http or https'),
    method: z.enum(['GET', 'POST']).default('POST'),
    /** The body's fields (POST) or query (GET); values may hold {{variables}}. */
    body: jsonBounded(z.record(z.string().max(64), text(2000)), 50_000).default({}),
    timeoutMs: z.number().int().min(200).max(10_000).default(3000),
    resultVariable: variable.default('result'),
    onError: nodeId.optional(),
    errorText: text(1000).default(''),
  }),
  /** Hands the visitor to an agent, who sees `question` and every answer of the flow. */
  z.object({ ...base, type: z.literal('handoff'), text: text(2000).min(1), question: text(2000).default('') }),
  z.object({ ...base, type: z.literal('end'), text: text(2000).default('') }),
]);
export type FlowNode = z.infer<typeof flowNodeSchema>;
export type FlowNodeType = FlowNode['type'];
export const FLOW_NODE_TYPES = ['text', 'card', 'buttons', 'form', 'llm', 'http', 'handoff', 'end'] as const;

/**
 * How a visitor enters a flow: a knowledge document answered, a keyword in a question, a question close to one of its
 * phrases ("I want to return an item", 我要退货: matched by meaning, S-FL16), or a menu entry (docId `flow:<flowId>`).
 */
export const flowTriggerSchema = z.object({
  docIds: z.array(z.string().min(1).max(64)).max(50).default([]),
  keywords: z.array(text(100).min(1)).max(50).default([]),
  phrases: z.array(text(200).trim().min(1)).max(50).default([]),
  menu: z.boolean().default(true),
});

/** What a flow's author writes; the server adds version and updatedAt. */
export const flowDraftSchema = z
  .object({
    flowId: nodeId,
    name: text(100).min(1),
    enabled: z.boolean().default(true),
    trigger: flowTriggerSchema.default({ docIds: [], keywords: [], phrases: [], menu: true }),
    /** Variables taken from robotAsk's customerParameters at the start: `key` of that object → `variable`. */
    params: z
      .array(z.object({ key: text(64).min(1), variable }))
      .max(20)
      .default([]),
    /** Host names http nodes may call (exact, or `*.example.com`); nothing else is called. */
    allowedHosts: z.array(text(253).min(1)).max(20).default([]),
    start: nodeId,
    nodes: z.array(flowNodeSchema).min(1).max(100),
  })
  .superRefine((flow, ctx) => {
    const ids = new Set<string>();
    flow.nodes.forEach((n, i) => {
      if (ids.has(n.id)) ctx.addIssue({ code: 'custom', path: ['nodes', i, 'id'], message: `node id ${n.id} is used twice` });
      ids.add(n.id);
    });
    const known = (target: string | undefined, path: (string | number)[]) => {
      if (target !== undefined && !ids.has(target)) ctx.addIssue({ code: 'custom', path, message: `no node ${target}` });
    };
    known(flow.start, ['start']);
    flow.nodes.forEach((n, i) => {
      known(n.next, ['nodes', i, 'next']);
      n.branches.forEach((b, j) => known(b.next, ['nodes', i, 'branches', j, 'next']));
      if (n.type === 'buttons') n.buttons.forEach((b, j) => known(b.next, ['nodes', i, 'buttons', j, 'next']));
      if (n.type === 'http') known(n.onError, ['nodes', i, 'onError']);
    });
  });
export type FlowDraft = z.infer<typeof flowDraftSchema>;
export type FlowDraftInput = z.input<typeof flowDraftSchema>;

export type Flow = FlowDraft & { version: number; updatedAt: number };

/** Where a visitor stands in a flow, kept per conversation (robotAsk's nodeId and fromNode). */
export interface FlowState {
  flowId: string;
  version: number;
  /** The node waiting for the visitor (buttons or form). */
  nodeId: string;
  /** The node the visitor came from. */
  fromNode: string;
  vars: Record<string, string>;
  /** What the visitor answered, in order, for the agent. */
  answers: Array<{ label: string; value: string }>;
  /** How often free text was answered by asking again at this node. */
  reasks: number;
}

/** What a form in a flow asks (the FROM_REPLY item's fromNode). */
export interface FlowFormNode {
  nodeId: string;
  bingCode: string;
  title: string;
  submitLabel: string;
  fields: Array<{ name: string; label: string; fieldType: number; required: boolean; options: Array<{ label: string; value: string }> }>;
}

/** The console's test run: one event into a flow as drafted, the state it left. */
export const flowTestEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), customerParameters: jsonBounded(z.record(z.string().max(100), z.unknown()), 100_000).default({}) }),
  z.object({ type: z.literal('button'), nodeId, itemId: nodeId }),
  z.object({
    type: z.literal('form'),
    nodeId,
    values: jsonBounded(z.record(z.string().max(64), z.union([text(2000), z.array(text(200)).max(50)])), 100_000),
  }),
  z.object({ type: z.literal('text'), text: text(2000).min(1) }),
]);
export type FlowTestEvent = z.infer<typeof flowTestEventSchema>;

const flowStateSchema = z.object({
  flowId: nodeId,
  version: z.number().int(),
  nodeId,
  fromNode: z.string().max(64),
  vars: jsonBounded(z.record(z.string().max(64), z.string().max(2000)), 100_000),
  answers: z.array(z.object({ label: z.string().max(100), value: z.string().max(200) })).max(100),
  reasks: z.number().int().min(0),
});

export const flowTestBody = z.object({
  flow: flowDraftSchema,
  state: flowStateSchema.nullable().default(null),
  event: flowTestEventSchema,
  customerToken: text(2000).optional(),
});

/** One step of a run, for the console's trace. */
export interface FlowTraceStep {
  nodeId: string;
  type: FlowNodeType;
  vars: Record<string, string>;
  http?: { url: string; method: string; status?: number; error?: string };
}

export interface FlowTestAnswer {
  state: FlowState | null;
  replies: Array<{
    replySource: string;
    text?: string;
    nodeId?: string;
    buttons?: Array<{ text: string; itemId?: string }>;
    fromNode?: unknown;
  }>;
  trace: FlowTraceStep[];
  /** Free text left the flow: the knowledge base answers it. */
  escaped: boolean;
  handoff?: { question: string; answers: Array<{ label: string; value: string }> };
}

/** The menu entry's docId that starts a flow. */
export const FLOW_DOC_PREFIX = 'flow:';
export const flowEntryDocId = (flowId: string) => `${FLOW_DOC_PREFIX}${flowId}`;
