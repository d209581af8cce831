import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Empty, Form, Input, List, Modal, Segmented, Spin, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import type { AgentLeaveMessage } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { failureText } from '../../../shared/api';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { formatDateTime, formatListTime } from '../../../shared/format';
import { useNow } from '../../../shared/useNow';
import { fetchLeaveMessages } from '../api/fetchLeaveMessages';
import { handleLeaveMessage } from '../api/handleLeaveMessage';
import { customerLabel } from '../model/attention';
import { applyLeaveMessage, isHandled, withUpdates, type LeaveFilter } from '../model/leaveMessages';
import { useTranslation } from 'react-i18next';

const FILTERS: LeaveFilter[] = ['unhandled', 'handled', 'all'];

/** Simple leave messages: who, how to reach them, what they wrote; agents mark them handled with a remark. Live from the stream. */
export function LeaveMessagesPane() {
  const { t } = useTranslation('tickets');
  const { message } = AntApp.useApp();
  const [filter, setFilter] = useState<LeaveFilter>('unhandled');
  // The list remembers its filter: a new filter shows a spinner until its list comes.
  const [shown, setShown] = useState<{ filter: LeaveFilter; list: AgentLeaveMessage[] } | null>(null);
  const [handling, setHandling] = useState<AgentLeaveMessage | null>(null);
  const now = useNow(60_000);
  const list = shown?.filter === filter ? shown.list : null;
  const update = useCallback(
    (m: AgentLeaveMessage) => setShown((s) => (s ? { ...s, list: applyLeaveMessage(s.list, m, s.filter) } : s)),
    [],
  );

  useEffect(() => {
    let live = true;
    // Updates heard before the list comes are applied to it when it does: the read may have been made before them.
    let heard: AgentLeaveMessage[] | null = [];
    fetchLeaveMessages(filter).then(
      (l) => {
        if (live) setShown({ filter, list: withUpdates(l, heard ?? [], filter) });
        heard = null;
      },
      (e: unknown) => {
        heard = null;
        if (!live) return;
        setShown({ filter, list: [] });
        void message.error(failureText(e));
      },
    );
    const unsubscribe = subscribeAgentStream({
      onEvent: (e) => {
        if (e.type !== 'leaveMessage') return;
        if (heard) heard.push(e.leaveMessage);
        else update(e.leaveMessage);
      },
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [filter, message, update]);

  return (
    <div className="leave-pane">
      <div className="leave-bar">
        <Segmented<LeaveFilter>
          value={filter}
          onChange={setFilter}
          options={FILTERS.map((value) => ({ value, label: t(`leave.filters.${value}`) }))}
          aria-label={t('leave.show')}
        />
        {list && (
          <Typography.Text type="secondary">
            {list.length} {list.length === 1 ? 'message' : 'messages'}
          </Typography.Text>
        )}
      </div>
      {list === null ? (
        <Spin className="leave-loading" />
      ) : (
        <List<AgentLeaveMessage>
          className="leave-list"
          dataSource={list}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filter === 'unhandled' ? t('leave.allHandled') : t('leave.empty')} />
            ),
          }}
          renderItem={(m) => <LeaveMessageItem m={m} now={now} onHandle={() => setHandling(m)} />}
        />
      )}
      <HandleModal
        target={handling}
        onClose={() => setHandling(null)}
        onDone={(m) => {
          update(m);
          setHandling(null);
          void message.success(t('leave.marked'));
        }}
      />
    </div>
  );
}

function LeaveMessageItem({ m, now, onHandle }: { m: AgentLeaveMessage; now: number; onHandle(): void }) {
  const { t, i18n } = useTranslation('tickets');
  const name = customerLabel({ name: m.customerName, email: m.customerEmail, phone: m.customerPhone });
  const handled = isHandled(m);
  return (
    <List.Item className={`leave-item${handled ? ' handled' : ''}`}>
      <div className="leave-who">
        <VisitorAvatar name={name} seed={m.userId} size={36} />
        <div className="leave-who-text">
          <Typography.Text strong ellipsis>
            {name}
          </Typography.Text>
          <span className="leave-contact">
            {m.customerPhone && (
              <a href={`tel:${m.customerPhone}`}>
                <PhoneOutlined /> {m.customerPhone}
              </a>
            )}
            {m.customerEmail && (
              <a href={`mailto:${m.customerEmail}`}>
                <MailOutlined /> {m.customerEmail}
              </a>
            )}
            {!m.customerPhone && !m.customerEmail && <span className="tk-muted">{t('leave.noContact')}</span>}
          </span>
        </div>
        <Tooltip title={formatDateTime(m.createTime)}>
          <span className="ticket-time">{formatListTime(m.createTime, now, i18n.language)}</span>
        </Tooltip>
      </div>
      <Typography.Paragraph className="leave-content">{m.msgContent}</Typography.Paragraph>
      {handled ? (
        <div className="leave-handled">
          <Tag color="green" variant="filled" icon={<CheckCircleFilled />}>
            {t('leave.handled')}
          </Tag>
          <span className="leave-handled-by">
            {t('leave.by', { name: m.updateUserName || t('leave.anAgent') })}
            {m.updateTime !== null && ` · ${formatDateTime(m.updateTime)}`}
          </span>
          {m.msgDesc && <div className="leave-remark">{m.msgDesc}</div>}
        </div>
      ) : (
        <div className="leave-actions">
          <Button onClick={onHandle} aria-label={t('leave.markLabel', { name })}>
            {t('leave.mark')}
          </Button>
        </div>
      )}
    </List.Item>
  );
}

function HandleModal({
  target,
  onClose,
  onDone,
}: {
  target: AgentLeaveMessage | null;
  onClose(): void;
  onDone(m: AgentLeaveMessage): void;
}) {
  const { t } = useTranslation('tickets');
  const { message } = AntApp.useApp();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  // Each message starts with an empty remark.
  const [shownId, setShownId] = useState<number | null>(null);
  if ((target?.id ?? null) !== shownId) {
    setShownId(target?.id ?? null);
    setRemark('');
  }

  async function submit() {
    if (!target) return;
    setBusy(true);
    try {
      onDone(await handleLeaveMessage(target.id, remark.trim()));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={target !== null}
      title={t('leave.mark')}
      okText={t('leave.mark')}
      onOk={() => void submit()}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
    >
      {target && (
        <Form layout="vertical">
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
            {target.customerName}: {target.msgContent}
          </Typography.Paragraph>
          <Form.Item label={t('leave.remark')} htmlFor="leave-remark" extra={t('leave.remarkHint')}>
            <Input.TextArea
              id="leave-remark"
              autoFocus
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={1000}
              showCount
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
              placeholder={t('leave.remarkPlaceholder')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
