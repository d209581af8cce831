import { useCallback, useEffect, useMemo, useState } from 'react';
import { App as AntApp, Button, Card, Empty, Form, Input, Modal, Popconfirm, Radio, Segmented, Select, Switch, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { SensitiveAction, SensitiveList, SensitiveMatchMode, SensitiveSide } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { deleteSensitiveList, fetchSensitiveLists, saveSensitiveList } from '../api/sensitiveLists';
import { outcomeText, parseWords, testMessage, wordsText } from '../model/sensitiveLists';
import '../../../shared/admin/admin.css';
import './sensitive.css';
import { useTranslation } from 'react-i18next';

interface Values {
  name: string;
  words: string;
  match: SensitiveMatchMode;
  action: SensitiveAction;
  appliesTo: SensitiveSide;
  enabled: boolean;
}

// Named and explained by the sensitiveWords texts' sensitiveWordsSettings.actions.<action>.
const ACTIONS: Record<SensitiveAction, { color: string }> = {
  mask: { color: 'gold' },
  hold: { color: 'orange' },
  block: { color: 'red' },
};
const SIDES: SensitiveSide[] = ['both', 'visitor', 'agent'];

/** S-SW1: the tenant's sensitive-word lists, and a tester that runs the server's matcher on a typed message. */
export function SensitiveWordsSettings() {
  const { t } = useTranslation('sensitiveWords');
  const { message } = AntApp.useApp();
  const [lists, setLists] = useState<SensitiveList[] | null>(null);
  const [editing, setEditing] = useState<SensitiveList | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  const load = useCallback(() => {
    fetchSensitiveLists().then(setLists, (e: unknown) => void message.error(failureText(e)));
  }, [message]);
  useEffect(load, [load]);

  function open(l: SensitiveList | 'new') {
    setEditing(l);
    form.setFieldsValue(
      l === 'new'
        ? { name: '', words: '', match: 'fuzzy', action: 'mask', appliesTo: 'both', enabled: true }
        : { name: l.name, words: wordsText(l.words), match: l.match, action: l.action, appliesTo: l.appliesTo, enabled: l.enabled },
    );
  }

  async function save(id: number | null, values: Omit<Values, 'words'> & { words: string[] }) {
    setBusy(true);
    try {
      await saveSensitiveList(id, values);
      void message.success(t('sensitiveWordsSettings.listSaved'));
      setEditing(null);
      load();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(l: SensitiveList) {
    try {
      await deleteSensitiveList(l.id);
      void message.success(`“${l.name}” deleted`);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <div className="sensitive-settings">
      <div className="settings-bar">
        <span className="settings-hint">{t('sensitiveWordsSettings.wordsYourVisitorsAndAgents')}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('sensitiveWordsSettings.newList')}
        </Button>
      </div>
      <Table<SensitiveList>
        rowKey="id"
        loading={lists === null}
        dataSource={lists ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('sensitiveWordsSettings.noListsYet')} /> }}
        columns={[
          {
            title: t('sensitiveWordsSettings.list'),
            dataIndex: 'name',
            render: (name: string, l) => (
              <div className="sensitive-name">
                <strong>{name}</strong>
                <span className="sensitive-words-preview">
                  {l.words.slice(0, 6).join(', ')}
                  {l.words.length > 6 ? ` and ${l.words.length - 6} more` : ''}
                </span>
              </div>
            ),
          },
          { title: t('sensitiveWordsSettings.words'), dataIndex: 'words', width: 80, render: (w: string[]) => w.length },
          {
            title: t('sensitiveWordsSettings.matching'),
            dataIndex: 'match',
            width: 100,
            render: (m: SensitiveMatchMode) => (m === 'fuzzy' ? t('sensitiveWordsSettings.fuzzy') : t('sensitiveWordsSettings.exact')),
          },
          {
            title: t('sensitiveWordsSettings.checks'),
            dataIndex: 'appliesTo',
            width: 160,
            render: (s: SensitiveSide) => t(`sensitiveWordsSettings.sides.${s}`),
          },
          {
            title: t('sensitiveWordsSettings.action'),
            dataIndex: 'action',
            width: 150,
            render: (a: SensitiveAction) => <Tag color={ACTIONS[a].color}>{t(`sensitiveWordsSettings.actions.${a}.label`)}</Tag>,
          },
          {
            title: 'On',
            dataIndex: 'enabled',
            width: 70,
            render: (on: boolean, l) => (
              <Switch
                size="small"
                checked={on}
                aria-label={t('aria.on', { p0: l.name })}
                onChange={(enabled) => void save(l.id, { ...l, enabled })}
              />
            ),
          },
          {
            title: '',
            key: 'actions',
            width: 96,
            render: (_, l) => (
              <span className="row-actions">
                <Button type="text" icon={<EditOutlined />} aria-label={t('aria.edit', { p0: l.name })} onClick={() => open(l)} />
                <Popconfirm
                  title={t('sensitiveWordsSettings.deleteTitle', { name: l.name })}
                  okText={t('sensitiveWordsSettings.delete')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => void remove(l)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={t('aria.delete', { p0: l.name })} />
                </Popconfirm>
              </span>
            ),
          },
        ]}
      />
      <Tester lists={lists ?? []} />
      <Modal
        title={editing === 'new' ? t('sensitiveWordsSettings.newList') : t('sensitiveWordsSettings.editList')}
        open={editing !== null}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        okText={t('sensitiveWordsSettings.save')}
        confirmLoading={busy}
        destroyOnHidden
        width={560}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => void save(editing === 'new' || editing === null ? null : editing.id, { ...v, words: parseWords(v.words) })}
        >
          <Form.Item
            label={t('sensitiveWordsSettings.name')}
            name="name"
            rules={[{ required: true, whitespace: true, message: t('sensitiveWordsSettings.nameTheList') }]}
          >
            <Input maxLength={100} placeholder={t('sensitiveWordsSettings.eGInsults')} />
          </Form.Item>
          <Form.Item
            label={t('sensitiveWordsSettings.words')}
            name="words"
            extra={t('sensitiveWordsSettings.onePerLineOrSeparated')}
            rules={[
              {
                validator: async (_, v: string) =>
                  void (
                    parseWords(v ?? '').some((w) => w.length > 100) && Promise.reject(new Error(t('sensitiveWordsSettings.aWordIsAtMost')))
                  ),
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} placeholder={'idiot\n傻逼'} />
          </Form.Item>
          <Form.Item label={t('sensitiveWordsSettings.matching')} name="match" extra={<MatchHelp form={form} />}>
            <Segmented<SensitiveMatchMode>
              options={[
                { value: 'exact', label: t('sensitiveWordsSettings.exact') },
                { value: 'fuzzy', label: t('sensitiveWordsSettings.fuzzy') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('sensitiveWordsSettings.whenAMessageContainsOne')} name="action">
            <Radio.Group className="sensitive-actions">
              {(Object.keys(ACTIONS) as SensitiveAction[]).map((a) => (
                <Radio key={a} value={a}>
                  <strong>{t(`sensitiveWordsSettings.actions.${a}.label`)}</strong>{' '}
                  <span className="settings-hint">{t(`sensitiveWordsSettings.actions.${a}.help`)}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <div className="form-pair">
            <Form.Item label={t('sensitiveWordsSettings.checkMessagesOf')} name="appliesTo">
              <Select options={SIDES.map((s) => ({ value: s, label: t(`sensitiveWordsSettings.sides.${s}`) }))} />
            </Form.Item>
            <Form.Item label={t('sensitiveWordsSettings.on')} name="enabled" valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
        </Form>
      </Modal>
    </div>
  );
}

function MatchHelp({ form }: { form: ReturnType<typeof Form.useForm<Values>>[0] }) {
  const { t } = useTranslation('sensitiveWords');
  const match: SensitiveMatchMode = Form.useWatch('match', form) ?? 'exact';
  return <>{t(`sensitiveWordsSettings.matchHelp.${match}`)}</>;
}

/** Type a message, see what the lists find and what the reader would get. */
function Tester({ lists }: { lists: SensitiveList[] }) {
  const { t } = useTranslation('sensitiveWords');
  const [text, setText] = useState('');
  const [side, setSide] = useState<'visitor' | 'agent'>('agent');
  const result = useMemo(() => testMessage(lists, side, text), [lists, side, text]);
  const blank = text.trim() === '';
  return (
    <Card className="sensitive-tester" title={t('sensitiveWordsSettings.tryAMessage')} size="small">
      <div className="sensitive-tester-controls">
        <Segmented<'visitor' | 'agent'>
          value={side}
          onChange={setSide}
          options={[
            { value: 'agent', label: t('sensitiveWordsSettings.writtenByAnAgent') },
            { value: 'visitor', label: t('sensitiveWordsSettings.writtenByAVisitor') },
          ]}
        />
      </div>
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder={t('sensitiveWordsSettings.typeAMessageToTest')}
        aria-label={t('sensitiveWordsSettings.messageToTest')}
      />
      {!blank && (
        <div className="sensitive-result" aria-live="polite">
          <div className="sensitive-result-row">
            <span className="sensitive-result-label">{t('sensitiveWordsSettings.found')}</span>
            <span>
              {result.words.length === 0
                ? 'nothing'
                : result.words.map((w) => (
                    <Tag key={w} color={ACTIONS[result.hits.find((h) => h.word === w)!.action].color}>
                      {w}
                    </Tag>
                  ))}
            </span>
          </div>
          <div className="sensitive-result-row">
            <span className="sensitive-result-label">{t('sensitiveWordsSettings.outcome')}</span>
            <span>
              {result.action && (
                <Tag color={ACTIONS[result.action].color}>{t(`sensitiveWordsSettings.actions.${result.action}.label`)}</Tag>
              )}
              {outcomeText(result.action, side)}
            </span>
          </div>
          <div className="sensitive-result-row">
            <span className="sensitive-result-label">{t('sensitiveWordsSettings.masked')}</span>
            <span className="sensitive-masked" data-testid="sensitive-masked">
              {result.masked}
            </span>
          </div>
        </div>
      )}
    </Card>
  );
}
