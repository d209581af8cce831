/**
 * The flow editor's model (issue 20 item 6): a flow draft as the canvas's nodes and edges, and the edits the canvas
 * makes (move, connect, add, remove) as new drafts. Edges are the draft's own fields: `next`, a button's `next`,
 * a branch's `next`, an http node's `onError`. Pure, no React.
 */
import type { FlowDraftInput, FlowNodeType } from '@parley/protocol';
import { i18next } from '../../../i18n';

type Node = FlowDraftInput['nodes'][number];

export type GraphNode = {
  id: string;
  type: FlowNodeType;
  label: string;
  position: { x: number; y: number };
  /** Outlets besides `next`: one per button (`button:<id>`), and `error` for http nodes. */
  outlets: Array<{ id: string; label: string }>;
  start: boolean;
};

export interface GraphEdge {
  id: string;
  source: string;
  /** 'next', 'button:<id>', 'branch:<index>' or 'error'. */
  outlet: string;
  target: string;
  label: string;
}

/** A step type's name in the console's language. */
export const nodeTypeLabel = (t: FlowNodeType) => i18next.t(`flows:model.flowGraph.types.${t}`);

/** What a node says, in a line, for its card on the canvas. */
export function nodeSummary(n: Node): string {
  switch (n.type) {
    case 'card':
      return n.title;
    case 'llm':
      return n.question;
    case 'http':
      return `${n.method ?? 'POST'} ${n.url}`;
    case 'end':
      return n.text ?? '';
    default:
      return n.text;
  }
}

export function toGraph(flow: FlowDraftInput): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const nodes = flow.nodes.map((n): GraphNode => ({
    id: n.id,
    type: n.type,
    label: nodeSummary(n),
    position: n.position ?? { x: 0, y: 0 },
    outlets: [
      ...(n.type === 'buttons' ? n.buttons.map((b) => ({ id: `button:${b.id}`, label: b.text })) : []),
      ...(n.type === 'http' ? [{ id: 'error', label: i18next.t('flows:model.flowGraph.onError') }] : []),
    ],
    start: n.id === flow.start,
  }));
  const edges: GraphEdge[] = [];
  for (const n of flow.nodes) {
    if (n.next) edges.push({ id: `${n.id}>next`, source: n.id, outlet: 'next', target: n.next, label: '' });
    (n.branches ?? []).forEach((b, i) =>
      edges.push({ id: `${n.id}>branch:${i}`, source: n.id, outlet: `branch:${i}`, target: b.next, label: `${b.variable} = ${b.equals}` }),
    );
    if (n.type === 'buttons')
      for (const b of n.buttons)
        if (b.next) edges.push({ id: `${n.id}>button:${b.id}`, source: n.id, outlet: `button:${b.id}`, target: b.next, label: b.text });
    if (n.type === 'http' && n.onError)
      edges.push({
        id: `${n.id}>error`,
        source: n.id,
        outlet: 'error',
        target: n.onError,
        label: i18next.t('flows:model.flowGraph.onError'),
      });
  }
  return { nodes, edges };
}

const mapNode = (flow: FlowDraftInput, id: string, f: (n: Node) => Node): FlowDraftInput => ({
  ...flow,
  nodes: flow.nodes.map((n) => (n.id === id ? f(n) : n)),
});

export const moveNode = (flow: FlowDraftInput, id: string, position: { x: number; y: number }): FlowDraftInput =>
  mapNode(flow, id, (n) => ({ ...n, position: { x: Math.round(position.x), y: Math.round(position.y) } }));

/** Draws an edge: the outlet dragged from now leads to the target (a node never leads to itself). */
export function connect(flow: FlowDraftInput, source: string, outlet: string, target: string): FlowDraftInput {
  if (source === target) return flow;
  return mapNode(flow, source, (n) => {
    if (outlet.startsWith('button:') && n.type === 'buttons') {
      const id = outlet.slice('button:'.length);
      return { ...n, buttons: n.buttons.map((b) => (b.id === id ? { ...b, next: target } : b)) };
    }
    if (outlet === 'error' && n.type === 'http') return { ...n, onError: target };
    return { ...n, next: target };
  });
}

/** Removes an edge (the field that drew it). */
export function disconnect(flow: FlowDraftInput, source: string, outlet: string): FlowDraftInput {
  return mapNode(flow, source, (n) => {
    if (outlet.startsWith('button:') && n.type === 'buttons') {
      const id = outlet.slice('button:'.length);
      return {
        ...n,
        buttons: n.buttons.map((b) => (b.id === id ? { id: b.id, text: b.text, ...(b.value ? { value: b.value } : {}) } : b)),
      };
    }
    if (outlet.startsWith('branch:')) {
      const i = Number(outlet.slice('branch:'.length));
      return { ...n, branches: (n.branches ?? []).filter((_, j) => j !== i) };
    }
    if (outlet === 'error' && n.type === 'http') {
      const { onError: _gone, ...rest } = n;
      return rest;
    }
    const { next: _gone, ...rest } = n;
    return rest;
  });
}

const TEMPLATES: Record<FlowNodeType, (id: string) => Node> = {
  text: (id) => ({ id, type: 'text', text: 'New message' }),
  card: (id) => ({ id, type: 'card', title: 'New card', text: '' }),
  buttons: (id) => ({
    id,
    type: 'buttons',
    text: 'Choose one',
    buttons: [
      { id: 'yes', text: 'Yes' },
      { id: 'no', text: 'No' },
    ],
  }),
  form: (id) => ({
    id,
    type: 'form',
    text: 'A few details, please',
    fields: [{ name: 'answer', label: i18next.t('flows:model.flowGraph.answer'), required: true }],
  }),
  llm: (id) => ({ id, type: 'llm', question: 'What does the visitor need?' }),
  http: (id) => ({ id, type: 'http', url: 'https://example.com/api', body: {} }),
  handoff: (id) => ({ id, type: 'handoff', text: 'Let me pass you to a colleague.', question: '' }),
  end: (id) => ({ id, type: 'end', text: 'Glad I could help.' }),
};

/** A new node of the type, with an id not yet used, below the lowest node. */
export function addNode(flow: FlowDraftInput, type: FlowNodeType): { flow: FlowDraftInput; id: string } {
  const used = new Set(flow.nodes.map((n) => n.id));
  let i = 1;
  while (used.has(`${type}${i}`)) i++;
  const id = `${type}${i}`;
  const y = Math.max(0, ...flow.nodes.map((n) => n.position?.y ?? 0)) + 140;
  return { flow: { ...flow, nodes: [...flow.nodes, { ...TEMPLATES[type](id), position: { x: 0, y } }] }, id };
}

/** Removes a node and every edge into it; the start moves to the first node left. */
export function removeNode(flow: FlowDraftInput, id: string): FlowDraftInput {
  let next: FlowDraftInput = { ...flow, nodes: flow.nodes.filter((n) => n.id !== id) };
  for (const e of toGraph(next).edges) if (e.target === id) next = disconnect(next, e.source, e.outlet);
  if (next.start === id) next = { ...next, start: next.nodes[0]?.id ?? '' };
  return next;
}

/** Replaces a node by an edited copy (its id may change: edges into it follow). */
export function replaceNode(flow: FlowDraftInput, id: string, node: Node): FlowDraftInput {
  const renamed = node.id !== id;
  const follow = (t: string | undefined) => (renamed && t === id ? node.id : t);
  return {
    ...flow,
    start: follow(flow.start) ?? flow.start,
    nodes: flow.nodes.map((n) => {
      const m = n.id === id ? node : n;
      if (!renamed) return m;
      const out: Node = {
        ...m,
        ...(m.next ? { next: follow(m.next)! } : {}),
        branches: (m.branches ?? []).map((b) => ({ ...b, next: follow(b.next)! })),
      };
      if (out.type === 'buttons') out.buttons = out.buttons.map((b) => ({ ...b, ...(b.next ? { next: follow(b.next)! } : {}) }));
      if (out.type === 'http' && out.onError) out.onError = follow(out.onError)!;
      return out;
    }),
  };
}

export const emptyFlow = (flowId: string, name: string): FlowDraftInput => ({
  flowId,
  name,
  start: 'hello',
  trigger: { docIds: [], keywords: [], menu: true },
  nodes: [
    { id: 'hello', type: 'text', text: 'Hello! Let me help with that.', next: 'bye', position: { x: 0, y: 0 } },
    { id: 'bye', type: 'end', text: 'Glad I could help.', position: { x: 0, y: 160 } },
  ],
});
