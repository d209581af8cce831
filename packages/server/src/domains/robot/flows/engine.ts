/**
 * The flow engine (issue 20, rules S-FL1–S-FL12 in ../../../SPEC.md): pure. A state and an event go in; the next state,
 * the answer items to show and what the runner must do outside (call an endpoint, ask the model, hand over)
 * come out. The runner performs an outside step and feeds its result back as the next event, so this file has
 * no I/O and no clock of its own.
 */
import {
  ReplySource,
  TO_CUSTOMER_SERVICE,
  flowDraftSchema,
  type AnswerItem,
  type ButtonItem,
  type Flow,
  type FlowFormNode,
  type FlowNode,
  type FlowState,
  type FlowTraceStep,
} from '@parley/protocol';

export type FlowEvent =
  | { type: 'start'; params?: Record<string, unknown> }
  | { type: 'button'; nodeId: string; itemId: string }
  | { type: 'form'; nodeId: string; values: Record<string, string | string[]> }
  /** Free text while a node waits; `known` says the knowledge base answers it with confidence. */
  | { type: 'text'; text: string; known: boolean }
  | { type: 'http'; nodeId: string; result: { status: number; body: unknown } | { error: string } }
  | { type: 'llm'; nodeId: string; text: string | undefined };

/** What the runner must do before the flow can go on. */
export type FlowEffect =
  | { kind: 'http'; nodeId: string; url: string; method: 'GET' | 'POST'; body: Record<string, string>; timeoutMs: number }
  | { kind: 'llm'; nodeId: string; question: string };

export interface FlowStep {
  /** null: the flow is over (ended, handed over, escaped or broken). */
  state: FlowState | null;
  replies: AnswerItem[];
  effect?: FlowEffect;
  /** Free text left the flow: the knowledge base answers it instead. */
  escaped: boolean;
  handoff?: { question: string; answers: Array<{ label: string; value: string }> };
  trace: FlowTraceStep[];
}

export interface FlowOptions {
  now: number;
  /** The text that asks again when free text does not fit the waiting node. */
  reaskText: string;
  /** How often free text is answered by asking again before it goes to the knowledge base (S-FL6). */
  maxReasks?: number;
}

/** Each node runs at most this often per event, so a loop drawn in the editor cannot spin forever (S-FL11). */
const MAX_STEPS = 50;
const DEFAULT_REASKS = 1;

/** S-FL3: `{{name}}` becomes the variable's value (empty when unset). */
export function fillTemplate(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([A-Za-z_][\w.]*)\s*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** S-FL9: a host is called only when the flow lists it (`*.example.com` covers its subdomains, not itself). */
export function hostAllowed(url: string, allowedHosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowedHosts.some((h) => {
    const allowed = h.trim().toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

const scalar = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;

function branchTarget(node: FlowNode, vars: Readonly<Record<string, string>>): string | undefined {
  const hit = node.branches.find((b) => (vars[b.variable] ?? '').trim().toLowerCase() === b.equals.trim().toLowerCase());
  return hit?.next ?? node.next;
}

export function formNodeOf(flow: Flow, node: Extract<FlowNode, { type: 'form' }>, vars: Readonly<Record<string, string>>): FlowFormNode {
  return {
    nodeId: node.id,
    bingCode: flow.flowId,
    title: fillTemplate(node.text, vars),
    submitLabel: node.submitLabel,
    fields: node.fields.map((f) => ({ name: f.name, label: f.label, fieldType: f.fieldType, required: f.required, options: f.options })),
  };
}

function buttonsOf(flow: Flow, node: Extract<FlowNode, { type: 'buttons' }>): ButtonItem[] {
  return node.buttons.map((b) => ({
    text: b.text,
    button: b.text,
    nodeId: node.id,
    itemId: b.id,
    bindValue: b.value || b.text,
    bingCode: flow.flowId,
  }));
}

/** The items that ask the visitor at a waiting node (shown on arrival and again on a re-ask). */
function askItems(flow: Flow, node: FlowNode, vars: Readonly<Record<string, string>>): AnswerItem[] {
  if (node.type === 'buttons')
    return [{ replySource: ReplySource.BUTTONS, text: fillTemplate(node.text, vars), nodeId: node.id, buttons: buttonsOf(flow, node) }];
  if (node.type === 'form')
    return [
      { replySource: ReplySource.FROM_REPLY, text: fillTemplate(node.text, vars), nodeId: node.id, fromNode: formNodeOf(flow, node, vars) },
    ];
  return [];
}

const waits = (node: FlowNode) => node.type === 'buttons' || node.type === 'form';

function summaryOf(question: string, answers: FlowState['answers']): string {
  const lines = answers.map((a) => `${a.label}: ${a.value}`);
  return [question, ...lines].filter((l) => l.trim() !== '').join('\n');
}

class Run {
  readonly replies: AnswerItem[] = [];
  readonly trace: FlowTraceStep[] = [];
  effect: FlowEffect | undefined;
  handoff: FlowStep['handoff'];
  private readonly nodes: Map<string, FlowNode>;
  private steps = 0;

  constructor(
    readonly flow: Flow,
    readonly opts: FlowOptions,
    public state: FlowState,
  ) {
    this.nodes = new Map(flow.nodes.map((n) => [n.id, n]));
  }

  node(id: string | undefined): FlowNode | undefined {
    return id === undefined ? undefined : this.nodes.get(id);
  }

  result(escaped = false): FlowStep {
    const over = this.state.nodeId === '';
    return {
      state: over ? null : this.state,
      replies: this.replies,
      escaped,
      trace: this.trace,
      ...(this.effect ? { effect: this.effect } : {}),
      ...(this.handoff ? { handoff: this.handoff } : {}),
    };
  }

  /** Leaves the flow (ended, handed over, or nowhere to go). */
  close(): void {
    this.state = { ...this.state, fromNode: this.state.nodeId, nodeId: '' };
  }

  /** S-FL2: runs nodes from `id` until one waits for the visitor, needs the outside, or the flow is over. */
  go(id: string | undefined): void {
    let next = id;
    while (next !== undefined) {
      const node = this.node(next);
      if (!node || ++this.steps > MAX_STEPS) return this.close();
      const vars = this.state.vars;
      this.state = { ...this.state, fromNode: this.state.nodeId || node.id, nodeId: node.id, reasks: 0 };
      const step: FlowTraceStep = { nodeId: node.id, type: node.type, vars: { ...vars } };
      this.trace.push(step);
      switch (node.type) {
        case 'text':
          this.replies.push({ replySource: ReplySource.TEXT_REPLY, text: fillTemplate(node.text, vars), nodeId: node.id });
          next = branchTarget(node, vars);
          break;
        case 'card': {
          const card = {
            title: fillTemplate(node.title, vars),
            text: fillTemplate(node.text, vars),
            imageUrl: node.imageUrl,
            linkUrl: node.linkUrl,
          };
          this.replies.push({ replySource: ReplySource.CARD, text: card.title, nodeId: node.id, cardContent: card });
          next = branchTarget(node, vars);
          break;
        }
        case 'buttons':
        case 'form':
          this.replies.push(...askItems(this.flow, node, vars));
          return;
        case 'llm':
          this.effect = { kind: 'llm', nodeId: node.id, question: fillTemplate(node.question, vars) };
          return;
        case 'http': {
          const url = fillTemplate(node.url, Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, encodeURIComponent(v)])));
          step.http = { url, method: node.method };
          if (!hostAllowed(url, this.flow.allowedHosts)) {
            step.http.error = 'host not allowed';
            next = this.httpFailed(node);
            break;
          }
          const body = Object.fromEntries(Object.entries(node.body).map(([k, v]) => [k, fillTemplate(v, vars)]));
          this.effect = { kind: 'http', nodeId: node.id, url, method: node.method, body, timeoutMs: node.timeoutMs };
          return;
        }
        case 'handoff': {
          const question = fillTemplate(node.question, vars);
          const agentAskContent = summaryOf(question, this.state.answers);
          this.replies.push({
            replySource: ReplySource.AGENT_REPLY,
            text: fillTemplate(node.text, vars),
            nodeId: node.id,
            agentTime: this.opts.now,
            agentAskContent,
            instruction: TO_CUSTOMER_SERVICE,
          });
          this.handoff = { question, answers: this.state.answers };
          return this.close();
        }
        case 'end':
          this.replies.push({ replySource: ReplySource.END, text: fillTemplate(node.text, vars), nodeId: node.id });
          return this.close();
      }
    }
    this.close();
  }

  /** S-FL9, S-FL10: the error branch, or the end with the node's error text. */
  private httpFailed(node: Extract<FlowNode, { type: 'http' }>): string | undefined {
    if (node.onError) return node.onError;
    if (node.errorText)
      this.replies.push({ replySource: ReplySource.TEXT_REPLY, text: fillTemplate(node.errorText, this.state.vars), nodeId: node.id });
    return undefined;
  }

  bind(entries: Array<[string, string]>, answers: FlowState['answers']): void {
    this.state = {
      ...this.state,
      vars: { ...this.state.vars, ...Object.fromEntries(entries) },
      answers: [...this.state.answers, ...answers],
    };
  }

  httpResult(node: Extract<FlowNode, { type: 'http' }>, result: Extract<FlowEvent, { type: 'http' }>['result']): void {
    const step = this.trace.at(-1);
    if ('error' in result) {
      if (step?.http) step.http.error = result.error;
      return this.go(this.httpFailed(node));
    }
    if (step?.http) step.http.status = result.status;
    const prefix = node.resultVariable;
    const fields: Array<[string, string]> = [[`${prefix}.status`, String(result.status)]];
    if (typeof result.body === 'object' && result.body !== null && !Array.isArray(result.body)) {
      for (const [k, v] of Object.entries(result.body as Record<string, unknown>)) {
        const s = scalar(v);
        if (s !== undefined && /^[A-Za-z_]\w*$/.test(k)) fields.push([`${prefix}.${k}`, s.slice(0, 2000)]);
      }
    }
    this.bind(fields, []);
    if (result.status < 200 || result.status >= 300) {
      // A refusal may still be branched on by status; without such a branch it is a failure.
      const hit = node.branches.find((b) => (this.state.vars[b.variable] ?? '') === b.equals);
      return this.go(hit ? hit.next : this.httpFailed(node));
    }
    this.go(branchTarget(node, this.state.vars));
  }
}

const freshState = (flow: Flow): FlowState => ({
  flowId: flow.flowId,
  version: flow.version,
  nodeId: '',
  fromNode: '',
  vars: {},
  answers: [],
  reasks: 0,
});

/** S-FL4: the flow's params, read from robotAsk's customerParameters (scalars only). */
function paramsOf(flow: Flow, params: Record<string, unknown> | undefined): Array<[string, string]> {
  return flow.params.flatMap((p) => {
    const v = scalar(params?.[p.key]);
    return v === undefined ? [] : [[p.variable, v.slice(0, 2000)] as [string, string]];
  });
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The flow engine's one entry point. `state` is null when the visitor is not in this flow yet. */
export function stepFlow(flow: Flow, state: FlowState | null, event: FlowEvent, opts: FlowOptions): FlowStep {
  if (event.type === 'start' || !state) {
    const run = new Run(flow, opts, freshState(flow));
    run.bind(paramsOf(flow, event.type === 'start' ? event.params : undefined), []);
    run.go(flow.start);
    return run.result();
  }
  const run = new Run(flow, opts, state);
  const node = run.node(state.nodeId);
  // S-FL12: a flow edited into a shape without the visitor's node ends their run rather than guessing.
  if (!node) {
    run.close();
    return run.result();
  }
  switch (event.type) {
    case 'button':
      return pressButton(run, node, event.nodeId, event.itemId);
    case 'form':
      return submitForm(run, node, event.nodeId, event.values);
    case 'text':
      return freeText(run, node, event.text, event.known);
    case 'http':
      if (node.type !== 'http' || event.nodeId !== node.id) return stale(run);
      run.httpResult(node, event.result);
      return run.result();
    case 'llm':
      if (node.type !== 'llm' || event.nodeId !== node.id) return stale(run);
      if (event.text) run.replies.push({ replySource: ReplySource.LARGE_MODEL_REPLY, text: event.text, nodeId: node.id });
      run.go(branchTarget(node, run.state.vars));
      return run.result();
  }
}

/** S-FL7: an answer to a node the visitor has already left changes nothing; the waiting node asks again. */
function stale(run: Run): FlowStep {
  const node = run.node(run.state.nodeId);
  if (node) run.replies.push(...askItems(run.flow, node, run.state.vars));
  return run.result();
}

function pressButton(run: Run, node: FlowNode, nodeId: string, itemId: string): FlowStep {
  if (node.type !== 'buttons' || node.id !== nodeId) return stale(run);
  const button = node.buttons.find((b) => b.id === itemId);
  if (!button) return stale(run);
  const value = button.value || button.text;
  run.bind(node.variable ? [[node.variable, value]] : [], [{ label: fillTemplate(node.text, run.state.vars), value: button.text }]);
  run.go(button.next ?? branchTarget(node, run.state.vars));
  return run.result();
}

const FIELD_MAX = 2000;

function submitForm(run: Run, node: FlowNode, nodeId: string, values: Record<string, string | string[]>): FlowStep {
  if (node.type !== 'form' || node.id !== nodeId) return stale(run);
  const read = (name: string) => {
    const v = values[name];
    return (Array.isArray(v) ? v.join(', ') : (v ?? '')).trim().slice(0, FIELD_MAX);
  };
  // S-FL5: a required field left empty asks the form again.
  if (node.fields.some((f) => f.required && read(f.name) === '')) return stale(run);
  const bound = node.fields.map((f) => [f.name, read(f.name)] as [string, string]);
  run.bind(
    bound,
    node.fields.map((f) => ({ label: f.label, value: read(f.name) })),
  );
  run.go(branchTarget(node, run.state.vars));
  return run.result();
}

function freeText(run: Run, node: FlowNode, text: string, known: boolean): FlowStep {
  // S-FL6: a button's own words (or its number) count as tapping it.
  if (node.type === 'buttons') {
    const n = Number(text.trim());
    const button = node.buttons.find((b) => sameText(b.text, text)) ?? (Number.isInteger(n) ? node.buttons[n - 1] : undefined);
    if (button) return pressButton(run, node, node.id, button.id);
  }
  if (!waits(node) || known || run.state.reasks >= (run.opts.maxReasks ?? DEFAULT_REASKS)) {
    run.close();
    return run.result(true);
  }
  run.state = { ...run.state, reasks: run.state.reasks + 1 };
  run.replies.push(
    { replySource: ReplySource.TEXT_REPLY, text: run.opts.reaskText, nodeId: node.id },
    ...askItems(run.flow, node, run.state.vars),
  );
  return run.result();
}

/** A stored flow document read back; undefined when it no longer parses (it is then skipped, never run). */
export function readFlow(json: string, version: number, updatedAt: number): Flow | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = flowDraftSchema.safeParse(raw);
  return parsed.success ? { ...parsed.data, version, updatedAt } : undefined;
}

/** S-FL1: the flow a question enters by keyword (whole words for Latin, anywhere for CJK), if any. */
export function flowForQuestion(flows: readonly Flow[], question: string): Flow | undefined {
  const q = question.toLowerCase();
  return flows.find(
    (f) =>
      f.enabled &&
      f.trigger.keywords.some((k) => {
        const kw = k.trim().toLowerCase();
        if (kw === '') return false;
        if (!/^[\p{Script=Latin}\d\s'-]+$/u.test(kw)) return q.includes(kw);
        return new RegExp(`(^|[^\\p{L}\\d])${kw.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\d])`, 'u').test(q);
      }),
  );
}

/** S-FL16: how close a question must be to a flow's trigger phrase (RobotEngine.phraseMatch) to start it. */
export const FLOW_PHRASE_MATCH = 0.7;

/** S-FL16: the enabled flow whose trigger phrases a question matches best, at FLOW_PHRASE_MATCH or closer. */
export function flowForPhrase(flows: readonly Flow[], match: (phrases: readonly string[]) => number): Flow | undefined {
  let best: Flow | undefined;
  let bestScore = FLOW_PHRASE_MATCH;
  for (const f of flows) {
    if (!f.enabled || f.trigger.phrases.length === 0) continue;
    const score = match(f.trigger.phrases);
    if (score >= bestScore) [best, bestScore] = [f, score];
  }
  return best;
}

/** S-FL1: the flow a knowledge document's answer enters, if any. */
export const flowForDoc = (flows: readonly Flow[], docId: string): Flow | undefined =>
  flows.find((f) => f.enabled && f.trigger.docIds.includes(docId));
