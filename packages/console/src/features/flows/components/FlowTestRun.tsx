/**
 * The flow editor's test run: the draft run on the server one event at a time (start, a button, a form, free text),
 * showing what the visitor would see, and every step with its variables and HTTP call.
 */
import { useState } from 'react';
import { App as AntApp, Button, Empty, Input, Space, Tag, Typography } from 'antd';
import type { FlowDraftInput, FlowFormNode, FlowState, FlowTestAnswer } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { testFlow, type TestEvent } from '../api/robotFlows';
import { useTranslation } from 'react-i18next';

interface Turn {
  said: string;
  answer: FlowTestAnswer;
}

export function FlowTestRun({ channelId, draft }: { channelId: string; draft: FlowDraftInput }) {
  const { t: tr } = useTranslation('flows');
  const { message } = AntApp.useApp();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [state, setState] = useState<FlowState | null>(null);
  const [params, setParams] = useState('{}');
  const [token, setToken] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);

  async function send(said: string, event: TestEvent, fresh = false) {
    setBusy(true);
    try {
      const answer = await testFlow(channelId, draft, fresh ? null : state, event, token || undefined);
      setTurns((t) => [...(fresh ? [] : t), { said, answer }]);
      setState(answer.state);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  function start() {
    let customerParameters: Record<string, unknown>;
    try {
      customerParameters = JSON.parse(params || '{}') as Record<string, unknown>;
    } catch {
      void message.error(tr('flowTestRun.customerparametersIsNotValidJson'));
      return;
    }
    void send('(start)', { type: 'start', customerParameters }, true);
  }

  const last = turns.at(-1)?.answer;
  return (
    <div className="flow-test">
      <label className="flow-editor__label">
        customerParameters (JSON)
        <Input value={params} onChange={(e) => setParams(e.target.value)} />
      </label>
      <label className="flow-editor__label">
        customerToken
        <Input value={token} onChange={(e) => setToken(e.target.value)} />
      </label>
      <Button type="primary" onClick={start} loading={busy}>
        {turns.length ? tr('flowTestRun.restart') : tr('flowTestRun.startTestRun')}
      </Button>
      {turns.length === 0 && <Empty description={tr('flowTestRun.runTheDraftAsA')} />}
      <ol className="flow-test__turns" aria-label={tr('flowTestRun.testRun')}>
        {turns.map((t, i) => (
          <li key={i} className="flow-test__turn">
            <div className="flow-test__said">{t.said}</div>
            {t.answer.replies.map((r, j) => (
              <div key={j} className="flow-test__reply">
                <Tag>{r.replySource}</Tag> {r.text}
                {i === turns.length - 1 && state && r.buttons && (
                  <Space wrap className="flow-test__buttons">
                    {r.buttons.map((b) => (
                      <Button
                        key={b.itemId}
                        size="small"
                        disabled={busy}
                        onClick={() => void send(b.text, { type: 'button', nodeId: r.nodeId ?? '', itemId: b.itemId ?? '' })}
                      >
                        {b.text}
                      </Button>
                    ))}
                  </Space>
                )}
                {i === turns.length - 1 && state && r.replySource === 'FROM_REPLY' && (
                  <TestForm
                    form={r.fromNode as FlowFormNode}
                    busy={busy}
                    onSubmit={(values, said) => void send(said, { type: 'form', nodeId: r.nodeId ?? '', values })}
                  />
                )}
              </div>
            ))}
            {t.answer.handoff && (
              <div className="flow-test__handoff">
                Hand-off: {t.answer.handoff.question}
                <ul>
                  {t.answer.handoff.answers.map((a, k) => (
                    <li key={k}>
                      {a.label}: {a.value}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {t.answer.escaped && <div className="flow-test__note">{tr('flowTestRun.leftTheFlowTheKnowledge')}</div>}
            <details className="flow-test__trace">
              <summary>{t.answer.trace.length} step(s)</summary>
              {t.answer.trace.map((s, k) => (
                <div key={k} className="flow-test__step">
                  <Typography.Text code>{s.nodeId}</Typography.Text> {s.type}
                  {s.http && (
                    <div className="flow-test__http">
                      {s.http.method} {s.http.url} → {s.http.error ? `refused or failed: ${s.http.error}` : s.http.status}
                    </div>
                  )}
                  {Object.keys(s.vars).length > 0 && <pre className="flow-test__vars">{JSON.stringify(s.vars, null, 1)}</pre>}
                </div>
              ))}
            </details>
          </li>
        ))}
      </ol>
      {last && state && (
        <Space.Compact block>
          <Input
            aria-label={tr('flowTestRun.visitorText')}
            placeholder={tr('flowTestRun.typeAsTheVisitor')}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button
            disabled={busy || text.trim() === ''}
            onClick={() => {
              void send(text, { type: 'text', text });
              setText('');
            }}
          >
            {tr('flowTestRun.send')}
          </Button>
        </Space.Compact>
      )}
      {last && !state && turns.length > 0 && <div className="flow-test__note">{tr('flowTestRun.theFlowIsOver')}</div>}
    </div>
  );
}

function TestForm({
  form,
  busy,
  onSubmit,
}: {
  form: FlowFormNode;
  busy: boolean;
  onSubmit(values: Record<string, string>, said: string): void;
}) {
  const { t: tr } = useTranslation('flows');
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <div className="flow-test__form">
      {form.fields.map((f) => (
        <label key={f.name} className="flow-editor__label">
          {`${f.label}${f.required ? ' *' : ''}`}
          <Input size="small" value={values[f.name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))} />
        </label>
      ))}
      <Button
        size="small"
        disabled={busy}
        onClick={() => onSubmit(values, form.fields.map((f) => `${f.label}: ${values[f.name] ?? ''}`).join(' · '))}
      >
        {tr('flowTestRun.submitForm')}
      </Button>
    </div>
  );
}
