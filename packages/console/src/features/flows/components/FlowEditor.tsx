/**
 * The guided-flow editor (issue 20 item 6): the robot's flows on a canvas (nodes and the edges their fields draw;
 * drag to place, connect outlets to draw an edge, select an edge and press Delete to remove it), the chosen
 * step's fields as JSON, and a test run beside it that runs the draft on the server step by step, showing each
 * step, the variables and the HTTP calls. Loaded only when the Flows tab opens.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { App as AntApp, Button, Dropdown, Empty, Input, Popconfirm, Select, Space, Spin, Tabs, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import {
  Background,
  Controls,
  Handle,
  Position,
  ReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { FLOW_NODE_TYPES, type Flow, type FlowDraftInput, type FlowNodeType } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { deleteFlow, fetchFlows, saveFlow } from '../api/robotFlows';
import {
  addNode,
  connect,
  disconnect,
  emptyFlow,
  moveNode,
  nodeTypeLabel,
  removeNode,
  replaceNode,
  toGraph,
  type GraphNode,
} from '../model/flowGraph';
import { ChannelPicker, useChannelChoice } from '../../../shared/admin/ChannelPicker';
import { FlowTestRun } from './FlowTestRun';
import { TipRules } from './TipRules';
import './flowEditor.css';
import { useTranslation } from 'react-i18next';

type StepNode = Node<GraphNode, 'step'>;

function StepCard({ data, selected }: NodeProps<StepNode>) {
  const { t } = useTranslation('flows');
  return (
    <div className={`flow-step flow-step--${data.type}${selected ? ' is-selected' : ''}`}>
      <Handle type="target" position={Position.Top} />
      <div className="flow-step__head">
        <span className="flow-step__type">{nodeTypeLabel(data.type)}</span>
        {data.start && <Tag color="green">{t('flowEditor.start')}</Tag>}
        <span className="flow-step__id">{data.id}</span>
      </div>
      <div className="flow-step__text">{data.label || '—'}</div>
      {data.outlets.length > 0 && (
        <ul className="flow-step__outlets">
          {data.outlets.map((o) => (
            <li key={o.id}>
              {o.label}
              <Handle type="source" id={o.id} position={Position.Right} className="flow-step__outlet-handle" />
            </li>
          ))}
        </ul>
      )}
      {data.type !== 'end' && data.type !== 'handoff' && <Handle type="source" id="next" position={Position.Bottom} />}
    </div>
  );
}

const NODE_TYPES = { step: StepCard };

export default function FlowEditor() {
  const { t } = useTranslation('flows');
  const { message } = AntApp.useApp();
  const { channels, channelId, setChannelId } = useChannelChoice();
  const [flows, setFlows] = useState<Flow[] | null>(null);
  const [flowId, setFlowId] = useState<string | null>(null);
  const [draft, setDraft] = useState<FlowDraftInput | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [nodeJson, setNodeJson] = useState('');
  const [saving, setSaving] = useState(false);

  const load = useCallback(
    (keep?: string) => {
      if (!channelId) return;
      fetchFlows(channelId).then(
        (list) => {
          setFlows(list);
          const chosen = list.find((f) => f.flowId === keep) ?? list[0];
          setFlowId(chosen?.flowId ?? null);
          setDraft(chosen ? withoutVersion(chosen) : null);
          setSelected(null);
        },
        (e: unknown) => void message.error(failureText(e)),
      );
    },
    [channelId, message],
  );
  useEffect(() => load(), [load]);

  const graph = useMemo(() => (draft ? toGraph(draft) : { nodes: [], edges: [] }), [draft]);
  const nodes: StepNode[] = graph.nodes.map((n) => ({
    id: n.id,
    type: 'step',
    position: n.position,
    data: n,
    selected: n.id === selected,
  }));
  const edges: Edge[] = graph.edges.map((e) => ({
    id: e.id,
    source: e.source,
    sourceHandle: e.outlet.startsWith('branch:') ? 'next' : e.outlet,
    target: e.target,
    label: e.label || undefined,
    data: { outlet: e.outlet },
    animated: e.outlet === 'error',
  }));
  const current = draft?.nodes.find((n) => n.id === selected);
  useEffect(() => setNodeJson(current ? JSON.stringify(current, null, 2) : ''), [current]);

  const onNodesChange = (changes: NodeChange<StepNode>[]) => {
    for (const c of changes) {
      if (c.type === 'position' && c.position) setDraft((d) => d && moveNode(d, c.id, c.position!));
      if (c.type === 'select' && c.selected) setSelected(c.id);
    }
  };
  const onEdgesChange = (changes: EdgeChange[]) => {
    for (const c of changes) {
      if (c.type !== 'remove') continue;
      const edge = graph.edges.find((e) => e.id === c.id);
      if (edge) setDraft((d) => d && disconnect(d, edge.source, edge.outlet));
    }
  };
  const onConnect = (c: Connection) => setDraft((d) => d && connect(d, c.source, c.sourceHandle ?? 'next', c.target));

  function applyNode() {
    if (!draft || !current) return;
    try {
      const edited = JSON.parse(nodeJson) as FlowDraftInput['nodes'][number];
      setDraft(replaceNode(draft, current.id, edited));
      setSelected(edited.id);
    } catch {
      void message.error(t('flowEditor.theStepIsNotValid'));
    }
  }

  async function save() {
    if (!channelId || !draft) return;
    setSaving(true);
    try {
      const saved = await saveFlow(channelId, draft);
      void message.success(t('flowEditor.savedVersion', { version: saved.version }));
      load(saved.flowId);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  function newFlow() {
    const taken = new Set((flows ?? []).map((f) => f.flowId));
    let i = 1;
    while (taken.has(`flow${i}`)) i++;
    setFlowId(`flow${i}`);
    setDraft(emptyFlow(`flow${i}`, `New flow ${i}`));
    setSelected(null);
  }

  if (!channels) return <Spin />;
  return (
    <div className="flow-editor">
      <Space wrap className="flow-editor__bar">
        <ChannelPicker channels={channels} value={channelId} onChange={setChannelId} />
        <Select
          aria-label={t('flowEditor.flow')}
          value={flowId}
          style={{ minWidth: 200 }}
          onChange={(id: string) => {
            const f = flows?.find((x) => x.flowId === id);
            setFlowId(id);
            setDraft(f ? withoutVersion(f) : null);
            setSelected(null);
          }}
          options={(flows ?? []).map((f) => ({ value: f.flowId, label: `${f.name} (v${f.version})` }))}
        />
        <Button icon={<PlusOutlined />} onClick={newFlow}>
          {t('flowEditor.newFlow')}
        </Button>
        <Dropdown
          disabled={!draft}
          menu={{
            items: FLOW_NODE_TYPES.map((t) => ({ key: t, label: nodeTypeLabel(t) })),
            onClick: ({ key }) => {
              if (!draft) return;
              const added = addNode(draft, key as FlowNodeType);
              setDraft(added.flow);
              setSelected(added.id);
            },
          }}
        >
          <Button icon={<PlusOutlined />}>{t('flowEditor.addStep')}</Button>
        </Dropdown>
        <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!draft} onClick={() => void save()}>
          {t('flowEditor.save')}
        </Button>
        {draft && flows?.some((f) => f.flowId === draft.flowId) && (
          <Popconfirm
            title={t('flowEditor.deleteThisFlow')}
            description={t('flowEditor.visitorsInsideItLeaveIt')}
            okText={t('flowEditor.delete')}
            onConfirm={() =>
              channelId &&
              deleteFlow(channelId, draft.flowId).then(
                () => load(),
                (e: unknown) => void message.error(failureText(e)),
              )
            }
          >
            <Button danger icon={<DeleteOutlined />}>
              {t('flowEditor.delete')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      {draft ? (
        <div className="flow-editor__body">
          <section className="flow-editor__canvas" aria-label={t('flowEditor.flowCanvas')}>
            <div className="flow-editor__meta">
              <Input
                aria-label={t('flowEditor.flowName')}
                value={draft.name}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
              />
              <Input
                aria-label={t('flowEditor.flowId')}
                value={draft.flowId}
                disabled={flows?.some((f) => f.flowId === draft.flowId)}
                onChange={(e) => setDraft({ ...draft, flowId: e.target.value })}
              />
            </div>
            <ReactFlow
              nodes={nodes}
              edges={edges}
              nodeTypes={NODE_TYPES}
              onNodesChange={onNodesChange}
              onEdgesChange={onEdgesChange}
              onConnect={onConnect}
              onPaneClick={() => setSelected(null)}
              fitView
              fitViewOptions={{ padding: 0.2 }}
              proOptions={{ hideAttribution: true }}
            >
              <Background gap={20} />
              <Controls showInteractive={false} />
            </ReactFlow>
          </section>
          <aside className="flow-editor__side">
            <Tabs
              items={[
                {
                  key: 'test',
                  label: t('flowEditor.testRun'),
                  children: channelId ? <FlowTestRun key={draft.flowId} channelId={channelId} draft={draft} /> : null,
                },
                {
                  key: 'step',
                  label: t('flowEditor.step'),
                  children: current ? (
                    <div className="flow-editor__step">
                      <Space wrap>
                        <Tag>{nodeTypeLabel(current.type)}</Tag>
                        <Button
                          size="small"
                          disabled={draft.start === current.id}
                          onClick={() => setDraft({ ...draft, start: current.id })}
                        >
                          {t('flowEditor.startHere')}
                        </Button>
                        <Button
                          size="small"
                          danger
                          onClick={() => {
                            setDraft(removeNode(draft, current.id));
                            setSelected(null);
                          }}
                        >
                          {t('flowEditor.removeStep')}
                        </Button>
                      </Space>
                      <Input.TextArea
                        aria-label={t('flowEditor.stepFields')}
                        className="flow-editor__json"
                        value={nodeJson}
                        autoSize={{ minRows: 12, maxRows: 28 }}
                        onChange={(e) => setNodeJson(e.target.value)}
                      />
                      <Button onClick={applyNode}>{t('flowEditor.apply')}</Button>
                    </div>
                  ) : (
                    <Empty description={t('flowEditor.selectAStepOnThe')} />
                  ),
                },
                {
                  key: 'tips',
                  label: t('flowEditor.tips'),
                  children: channelId ? <TipRules key={channelId} channelId={channelId} /> : null,
                },
                {
                  key: 'entry',
                  label: t('flowEditor.entry'),
                  children: (
                    <div className="flow-editor__step">
                      <label className="flow-editor__label">
                        {t('flowEditor.phrasesThatStartIt')}
                        <LinesInput
                          value={draft.trigger?.phrases ?? []}
                          onChange={(phrases) => setDraft({ ...draft, trigger: { ...draft.trigger, phrases } })}
                        />
                      </label>
                      <label className="flow-editor__label">
                        {t('flowEditor.keywordsThatStartItComma')}
                        <ListInput
                          value={draft.trigger?.keywords ?? []}
                          onChange={(keywords) => setDraft({ ...draft, trigger: { ...draft.trigger, keywords } })}
                        />
                      </label>
                      <label className="flow-editor__label">
                        {t('flowEditor.knowledgeDocumentsThatStartIt')}
                        <ListInput
                          value={draft.trigger?.docIds ?? []}
                          onChange={(docIds) => setDraft({ ...draft, trigger: { ...draft.trigger, docIds } })}
                        />
                      </label>
                      <label className="flow-editor__label">
                        {t('flowEditor.hostsItsHttpStepsMay')}
                        <ListInput value={draft.allowedHosts ?? []} onChange={(allowedHosts) => setDraft({ ...draft, allowedHosts })} />
                      </label>
                      <p className="flow-editor__hint">
                        A quick-menu entry starts it with docId <code>flow:{draft.flowId}</code>.
                      </p>
                    </div>
                  ),
                },
              ]}
            />
          </aside>
        </div>
      ) : (
        <Empty description={t('flowEditor.noFlowsYet')}>
          <Button type="primary" onClick={newFlow}>
            {t('flowEditor.createAFlow')}
          </Button>
        </Empty>
      )}
    </div>
  );
}

/** A comma-separated list, typed freely and read when the field is left. */
function ListInput({ value, onChange }: { value: string[]; onChange(list: string[]): void }) {
  const [text, setText] = useState(value.join(', '));
  return <Input value={text} onChange={(e) => setText(e.target.value)} onBlur={() => onChange(splitList(text))} />;
}

/** One entry a line: trigger phrases are sentences and may hold commas. */
function LinesInput({ value, onChange }: { value: string[]; onChange(list: string[]): void }) {
  const [text, setText] = useState(value.join('\n'));
  return (
    <Input.TextArea
      autoSize={{ minRows: 2, maxRows: 8 }}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={() =>
        onChange(
          text
            .split('\n')
            .map((x) => x.trim())
            .filter(Boolean),
        )
      }
    />
  );
}

const splitList = (s: string) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function withoutVersion(flow: Flow): FlowDraftInput {
  const { version: _v, updatedAt: _u, ...draft } = flow;
  return draft;
}
