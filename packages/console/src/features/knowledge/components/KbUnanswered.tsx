import { useState } from 'react';
import { App as AntApp, Button, Empty, Grid, Segmented, Spin, Table, Tag, Tooltip } from 'antd';
import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import type { RobotUnansweredItem } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime, formatListTime } from '../../../shared/format';
import { answerSplit, PERIODS } from '../model/unanswered';
import { KbAttachModal } from './KbAttachModal';
import type { UnansweredList } from './useUnanswered';
import { useTranslation } from 'react-i18next';

interface Props {
  channelId: string;
  list: UnansweredList;
  /** Opens the document drawer for a new document answering this question. */
  onNewDocument(question: string): void;
}

/** What visitors asked that the knowledge base could not answer: add each to a document, write one, or dismiss it. */
export function KbUnanswered({ channelId, list, onNewDocument }: Props) {
  const { t } = useTranslation('knowledge');
  const { message } = AntApp.useApp();
  const wide = Grid.useBreakpoint().md ?? true;
  const [attaching, setAttaching] = useState<string | null>(null);
  const [dismissing, setDismissing] = useState<string | null>(null);
  const { days, setDays, data, loading, dismiss } = list;
  const items = data?.items ?? [];
  const now = Date.now();
  const empty = t('kbUnanswered.empty', { days });

  async function drop(question: string) {
    setDismissing(question);
    try {
      await dismiss(question);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setDismissing(null);
    }
  }

  const split = (item: RobotUnansweredItem) =>
    answerSplit(item).map((p) => (
      <Tag key={p.kind} color={p.kind === 'unknown' ? 'orange' : 'blue'} variant="filled">
        {p.text}
      </Tag>
    ));
  const lastAsked = (item: RobotUnansweredItem) => (
    <Tooltip title={formatDateTime(item.lastAskedAt)}>
      <span className="settings-sub">{formatListTime(item.lastAskedAt, now)}</span>
    </Tooltip>
  );
  // Without icons the three buttons share one line of a phone's card.
  const actions = (item: RobotUnansweredItem) => (
    <span className="kb-unanswered-actions">
      <Button size="small" icon={wide && <LinkOutlined />} onClick={() => setAttaching(item.question)}>
        {t('kbUnanswered.addToDocument')}
      </Button>
      <Button size="small" icon={wide && <PlusOutlined />} onClick={() => onNewDocument(item.question)}>
        {t('kbUnanswered.newDocument')}
      </Button>
      <Button size="small" type="text" loading={dismissing === item.question} onClick={() => void drop(item.question)}>
        {t('kbUnanswered.dismiss')}
      </Button>
    </span>
  );

  return (
    <>
      <div className="settings-bar">
        <Segmented<number>
          aria-label={t('kbUnanswered.period')}
          value={days}
          onChange={setDays}
          options={PERIODS.map((d) => ({ value: d, label: `${d} days` }))}
        />
        <span className="settings-hint">Questions the robot answered only with “did you mean”, or not at all; most asked first.</span>
      </div>
      {wide ? (
        <Table<RobotUnansweredItem>
          rowKey="question"
          loading={loading}
          dataSource={items}
          pagination={false}
          scroll={{ x: 960 }}
          locale={{ emptyText: data ? empty : ' ' }}
          columns={[
            {
              title: t('kbUnanswered.question'),
              dataIndex: 'question',
              render: (q: string) => <strong className="kb-unanswered-question">{q}</strong>,
            },
            { title: t('kbUnanswered.asked'), dataIndex: 'count', width: 80, align: 'right' },
            { title: t('kbUnanswered.robotSReply'), key: 'split', width: 200, render: (_, item) => split(item) },
            { title: t('kbUnanswered.lastAsked'), dataIndex: 'lastAskedAt', width: 110, render: (_, item) => lastAsked(item) },
            { key: 'actions', width: 390, render: (_, item) => actions(item) },
          ]}
        />
      ) : (
        <Spin spinning={loading}>
          {items.length === 0 ? (
            data && <Empty description={empty} />
          ) : (
            <ul className="kb-unanswered-list" aria-label={t('kbUnanswered.unansweredQuestions')}>
              {items.map((item) => (
                <li key={item.question} className="kb-unanswered-item">
                  <strong className="kb-unanswered-question">{item.question}</strong>
                  <span className="kb-unanswered-meta">
                    <span>Asked {item.count}</span>
                    {split(item)}
                    {lastAsked(item)}
                  </span>
                  {actions(item)}
                </li>
              ))}
            </ul>
          )}
        </Spin>
      )}
      <KbAttachModal channelId={channelId} question={attaching} dismiss={dismiss} onClose={() => setAttaching(null)} />
    </>
  );
}
