import { useCallback, useEffect, useMemo, useState } from 'react';
import { App as AntApp, Button, Dropdown, Empty, Grid, Input, Popconfirm, Segmented, Space, Spin, Switch, Table, Tag, Tooltip } from 'antd';
import {
  BulbOutlined,
  DeleteOutlined,
  DislikeOutlined,
  DownloadOutlined,
  LikeOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import type { AdminKbDoc, RobotDocPage } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { addStarterDocs } from '../api/addStarterDocs';
import { deleteRobotDoc } from '../api/deleteRobotDoc';
import { fetchRobotDocs } from '../../../shared/admin/api/fetchRobotDocs';
import { robotExportUrl } from '../api/robotExportUrl';
import { setRobotDocEnabled } from '../api/setRobotDocEnabled';
import { answerExcerpt, suggestDocId } from '../model/kbDocForm';
import { unansweredCount } from '../model/unanswered';
import { ChannelPicker, useChannelChoice } from '../../../shared/admin/ChannelPicker';
import { KbDocDrawer } from './KbDocDrawer';
import { KbImportModal } from './KbImportModal';
import { KbUnanswered } from './KbUnanswered';
import { useUnanswered } from './useUnanswered';
import '../../../shared/admin/admin.css';
import './knowledge.css';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 20;

/**
 * The channel robot's knowledge base: search, page, edit in a drawer, switch on/off, delete, import, export; and
 * the questions it could not answer, to close its gaps.
 */
export function KnowledgeSettings() {
  const { t } = useTranslation('knowledge');
  const { message } = AntApp.useApp();
  // Phones get the question, its switch and delete only (responsive columns), so nothing scrolls sideways.
  const wide = Grid.useBreakpoint().md ?? true;
  // The reports page links here with ?view=unanswered&channelId=… ("teach the robot").
  const [search] = useSearchParams();
  const { channels, channelId, setChannelId } = useChannelChoice(search.get('channelId'));
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const [data, setData] = useState<RobotDocPage | null>(null);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<AdminKbDoc | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  // Chosen when "New document" is clicked, so the drawer's form is not reset while it is open.
  const [newId, setNewId] = useState('');
  // The unanswered question a new document is written for ('' for none): saved, it comes off that list.
  const [newQuestion, setNewQuestion] = useState('');
  const [view, setView] = useState<'documents' | 'unanswered'>(search.get('view') === 'unanswered' ? 'unanswered' : 'documents');
  const unanswered = useUnanswered(channelId);

  const load = useCallback(() => {
    if (!channelId) return;
    setLoading(true);
    fetchRobotDocs(channelId, { q, page, pageSize })
      .then(setData, (e: unknown) => void message.error(failureText(e)))
      .finally(() => setLoading(false));
  }, [channelId, q, page, pageSize, message]);
  async function addStarter() {
    if (!channelId) return;
    try {
      const { inserted } = await addStarterDocs(channelId);
      void message.success(inserted ? t('knowledgeSettings.starterAdded', { count: inserted }) : t('knowledgeSettings.starterThere'));
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }
  // Again on coming back to the list: documents may have changed for unanswered questions meanwhile.
  useEffect(() => {
    if (view === 'documents') load();
  }, [load, view]);

  const categories = useMemo(() => [...new Set((data?.items ?? []).map((d) => d.category).filter(Boolean))].sort(), [data]);

  async function toggle(doc: AdminKbDoc, enabled: boolean) {
    if (!channelId) return;
    setData((d) => d && { ...d, items: d.items.map((x) => (x.docId === doc.docId ? { ...x, enabled } : x)) });
    try {
      await setRobotDocEnabled(channelId, doc.docId, enabled);
    } catch (e) {
      void message.error(failureText(e));
      load();
    }
  }

  function startNew(question: string) {
    setNewId(suggestDocId((data?.items ?? []).map((d) => d.docId)));
    setNewQuestion(question);
    setEditing('new');
  }

  async function saved() {
    const answered = editing === 'new' ? newQuestion : '';
    setEditing(null);
    load();
    if (!answered) return;
    try {
      await unanswered.dismiss(answered);
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function remove(doc: AdminKbDoc) {
    if (!channelId) return;
    try {
      await deleteRobotDoc(channelId, doc.docId);
      void message.success(t('knowledgeSettings.deleted', { id: doc.docId }));
      // The last row of a page gone: show the page before it.
      if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      else load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  if (channels === null) return <Spin />;
  if (channels.length === 0 || !channelId) return <Empty description={t('knowledgeSettings.noChannelsYet')} />;

  return (
    <div className="kb">
      <div className="settings-bar">
        <ChannelPicker
          channels={channels}
          value={channelId}
          onChange={(c) => {
            setChannelId(c);
            setPage(1);
          }}
        />
        <Segmented
          aria-label={t('knowledgeSettings.show')}
          value={view}
          onChange={setView}
          options={[
            { value: 'documents', label: t('knowledgeSettings.documents') },
            {
              value: 'unanswered',
              label: (
                <span>
                  {t('knowledgeSettings.unansweredQuestions')}
                  {unanswered.data && <span className="kb-count">{unansweredCount(unanswered.data.items.length)}</span>}
                </span>
              ),
            },
          ]}
        />
      </div>
      {view === 'unanswered' && <KbUnanswered channelId={channelId} list={unanswered} onNewDocument={startNew} />}
      {view === 'documents' && (
        <>
          <div className="settings-bar">
            <Input.Search
              aria-label={t('knowledgeSettings.searchDocuments')}
              placeholder={t('knowledgeSettings.searchQuestionsAnswersIds')}
              allowClear
              onSearch={(v) => {
                setQ(v.trim());
                setPage(1);
              }}
              className="kb-search"
            />
            <span className="shell-spacer" />
            <Space wrap>
              <Tooltip title={t('knowledgeSettings.starterHelp')}>
                <Button icon={<BulbOutlined />} onClick={() => void addStarter()}>
                  {t('knowledgeSettings.starter')}
                </Button>
              </Tooltip>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('knowledgeSettings.import')}
              </Button>
              <Dropdown
                menu={{
                  items: [
                    {
                      key: 'json',
                      label: (
                        <a href={robotExportUrl(channelId, 'json')} download>
                          JSON
                        </a>
                      ),
                    },
                    {
                      key: 'csv',
                      label: (
                        <a href={robotExportUrl(channelId, 'csv')} download>
                          CSV
                        </a>
                      ),
                    },
                  ],
                }}
              >
                <Button icon={<DownloadOutlined />}>{t('knowledgeSettings.export')}</Button>
              </Dropdown>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => startNew('')}>
                {t('knowledgeSettings.newDocument')}
              </Button>
            </Space>
          </div>
          <Table<AdminKbDoc>
            rowKey="docId"
            loading={loading}
            dataSource={data?.items ?? []}
            scroll={wide ? { x: 760 } : undefined}
            locale={{ emptyText: q ? `Nothing matches “${q}”` : t('knowledgeSettings.noDocumentsYetAddOne') }}
            pagination={{
              current: page,
              pageSize,
              total: data?.total ?? 0,
              showSizeChanger: true,
              showTotal: (n) => `${n} ${n === 1 ? 'document' : 'documents'}`,
              onChange: (p, s) => {
                setPage(s === pageSize ? p : 1);
                setPageSize(s);
              },
            }}
            onRow={(d) => ({ onClick: () => setEditing(d), className: 'settings-row' })}
            columns={[
              {
                title: t('knowledgeSettings.question'),
                key: 'question',
                render: (_, d) => (
                  <div className="kb-question">
                    <strong>{d.question}</strong>
                    <span className="settings-sub">
                      {d.docId}
                      {d.similarQuestions.length > 0 && ` · ${d.similarQuestions.length} similar`}
                      {' · '}
                      {answerExcerpt(d.answer, 70)}
                    </span>
                  </div>
                ),
              },
              {
                title: t('knowledgeSettings.category'),
                dataIndex: 'category',
                width: 140,
                responsive: ['md'],
                render: (c: string) => (c ? <Tag>{c}</Tag> : <span className="settings-sub">—</span>),
              },
              {
                title: t('knowledgeSettings.language'),
                dataIndex: 'lang',
                width: 100,
                responsive: ['md'],
                render: (l: string) => l || <span className="settings-sub">any</span>,
              },
              {
                title: t('knowledgeSettings.enabled'),
                dataIndex: 'enabled',
                width: 90,
                render: (on: boolean, d) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Switch size="small" checked={on} aria-label={t('aria.enabled', { p0: d.docId })} onChange={(v) => void toggle(d, v)} />
                  </span>
                ),
              },
              {
                title: t('knowledgeSettings.rated'),
                key: 'votes',
                width: 110,
                responsive: ['md'],
                // What visitors thought of the answer: a document many dislike needs rewriting.
                render: (_, d) =>
                  d.likes + d.dislikes === 0 ? (
                    <span className="settings-sub">—</span>
                  ) : (
                    <span className="kb-votes" aria-label={t('aria.helpfulNotHelpful', { p0: d.likes, p1: d.dislikes })}>
                      <LikeOutlined /> {d.likes}
                      <DislikeOutlined className={d.dislikes > d.likes ? 'kb-votes__bad' : undefined} /> {d.dislikes}
                    </span>
                  ),
              },
              {
                title: t('knowledgeSettings.updated'),
                dataIndex: 'updatedAt',
                width: 150,
                responsive: ['md'],
                render: (t: number) => <span className="settings-sub kb-updated">{dayjs(t).format('YYYY-MM-DD HH:mm')}</span>,
              },
              {
                key: 'actions',
                width: 56,
                render: (_, d) => (
                  <span onClick={(e) => e.stopPropagation()}>
                    <Popconfirm
                      title={t('knowledgeSettings.deleteTitle', { id: d.docId })}
                      description={t('knowledgeSettings.menusOrFaqEntriesThat')}
                      okText={t('knowledgeSettings.delete')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() => remove(d)}
                    >
                      <Tooltip title={t('knowledgeSettings.delete')}>
                        <Button type="text" danger size="small" aria-label={t('aria.delete', { p0: d.docId })} icon={<DeleteOutlined />} />
                      </Tooltip>
                    </Popconfirm>
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
      <KbDocDrawer
        channelId={channelId}
        doc={editing === 'new' ? null : editing}
        open={editing !== null}
        suggestedId={newId}
        suggestedQuestion={newQuestion}
        categories={categories}
        onClose={() => setEditing(null)}
        onSaved={() => void saved()}
      />
      <KbImportModal
        channelId={channelId}
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          load();
        }}
      />
    </div>
  );
}
