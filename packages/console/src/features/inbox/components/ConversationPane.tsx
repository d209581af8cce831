import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Drawer, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CheckOutlined, CloudUploadOutlined, IdcardOutlined, StarOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { UserStatus, type ConversationDetail, type VisitorUpdate } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchConversation } from '../../../shared/conversation/fetchConversation';
import { RatingChip } from '../../../shared/conversation/RatingView';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { VisitorPanel } from '../../../shared/conversation/VisitorPanel';
import { CallButtons } from '../../../shared/calls/CallButtons';
import { closeConversation } from '../api/closeConversation';
import { inviteEvaluation } from '../api/inviteEvaluation';
import { updateVisitor } from '../api/updateVisitor';
import { useFileDrop } from '../hooks/useFileDrop';
import { useInbox } from '../hooks/useInbox';
import { visitorLabel } from '../model/notifications';
import { Composer } from './Composer';
import { MessageList } from './MessageList';
import { TranscriptContext } from '../../../shared/conversation/transcriptContext';
import { TransferModal } from './TransferModal';
import { useTranslation } from 'react-i18next';

/** The open conversation: header with actions, the thread, the composer, and the visitor panel beside it. */
export function ConversationPane({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('inbox');
  const { state, dispatch, sendFile, me } = useInbox();
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const [transferOpen, setTransferOpen] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const reload = useCallback(() => {
    fetchConversation(sessionId).then(
      (d) => {
        setDetail(d);
        dispatch({ type: 'conversationLoaded', conversation: d });
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [sessionId, dispatch, message]);
  useEffect(reload, [reload]);

  const summary = state.mine.find((c) => c.sessionId === sessionId) ?? detail;
  const active = summary?.status === UserStatus.AGENT;
  const mine = summary?.agentId === state.agentId;
  const name = summary ? visitorLabel(summary.visitor) : '…';
  const canSend = active && mine;
  // Files dropped on the thread go to the visitor (a note with a file is sent from the composer in note mode).
  const drop = useFileDrop(canSend, (files) => files.forEach((f) => sendFile(sessionId, f, false)));
  // A rating given while the pane is open arrives as a stream update of the summary, not as a new detail.
  const rating = summary?.rating ?? null;
  const panelDetail = detail && { ...detail, rating: rating ?? detail.rating };

  async function saveVisitor(update: VisitorUpdate) {
    try {
      const d = await updateVisitor(sessionId, update);
      setDetail(d);
      dispatch({ type: 'conversationLoaded', conversation: d });
      void message.success(t('pane.visitorUpdated'));
    } catch (e) {
      void message.error(failureText(e));
      throw e;
    }
  }

  async function close() {
    try {
      await closeConversation(sessionId);
      reload();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function invite() {
    try {
      await inviteEvaluation(sessionId);
      void message.success(t('pane.ratingSent'));
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <div className="conversation">
      <section className={`thread-pane${drop.dragging ? ' dragging' : ''}`} aria-label={t('pane.label', { name })} {...drop.handlers}>
        {drop.dragging && (
          <div className="drop-overlay" aria-hidden="true">
            <CloudUploadOutlined />
            <span>{t('pane.dropTo', { name })}</span>
            <small>{t('pane.dropHint')}</small>
          </div>
        )}
        <header className="thread-header">
          <Button
            className="back-button"
            type="text"
            aria-label={t('pane.back')}
            icon={<ArrowLeftOutlined />}
            onClick={() => void navigate('/inbox')}
          />
          {summary && <VisitorAvatar name={name} seed={summary.visitor.userId} size={32} />}
          <div className="thread-title">
            <Typography.Text strong ellipsis>
              {name}
            </Typography.Text>
            <span className="thread-sub">
              {active ? (
                <Tag color="green">{t('status.active')}</Tag>
              ) : summary?.status === UserStatus.QUEUED ? (
                <Tag color="orange">{t('status.queued')}</Tag>
              ) : (
                <Tag>{t('status.ended')}</Tag>
              )}
              {summary && !mine && summary.agentNick && <span>{t('pane.with', { agent: summary.agentNick })}</span>}
              {rating && <RatingChip rating={rating} />}
            </span>
          </div>
          <div className="thread-actions">
            {canSend && (
              <>
                <CallButtons sessionId={sessionId} />
                <Tooltip title={t('pane.rateTip')}>
                  <Button icon={<StarOutlined />} onClick={() => void invite()}>
                    <span className="action-label">{t('pane.rating')}</span>
                  </Button>
                </Tooltip>
                <Button icon={<SwapOutlined />} onClick={() => setTransferOpen(true)}>
                  <span className="action-label">{t('pane.transfer')}</span>
                </Button>
                <Popconfirm
                  title={t('pane.closeTitle')}
                  description={t('pane.closeDescription')}
                  okText={t('pane.closeOk')}
                  cancelText={t('pane.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={close}
                >
                  <Button type="primary" danger icon={<CheckOutlined />}>
                    <span className="action-label">{t('pane.close')}</span>
                  </Button>
                </Popconfirm>
              </>
            )}
            {!active && summary && (
              <Button
                onClick={() => {
                  dispatch({ type: 'dismissed', sessionId });
                  void navigate('/inbox');
                }}
              >
                {t('pane.done')}
              </Button>
            )}
            <Button
              className="panel-button"
              type="text"
              aria-label={t('pane.visitorDetails')}
              icon={<IdcardOutlined />}
              onClick={() => setPanelOpen(true)}
            />
          </div>
        </header>
        <TranscriptContext.Provider value={{ channelId: summary?.channelId, admin: me.role === 'admin' }}>
          <MessageList sessionId={sessionId} visitorName={name} visitorReadMsgId={summary?.visitorReadMsgId ?? 0} />
        </TranscriptContext.Provider>
        {canSend ? <Composer sessionId={sessionId} /> : <div className="composer-closed">{summary ? t('pane.ended') : ''}</div>}
      </section>
      <aside className="visitor-pane" aria-label={t('pane.visitor')}>
        <VisitorPanel detail={panelDetail} onSave={saveVisitor} />
      </aside>
      <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} title={t('pane.visitor')} size="default" className="visitor-drawer">
        <VisitorPanel detail={panelDetail} onSave={saveVisitor} />
      </Drawer>
      <TransferModal
        open={transferOpen}
        sessionId={sessionId}
        onClose={() => setTransferOpen(false)}
        onTransferred={() => {
          setTransferOpen(false);
          dispatch({ type: 'dismissed', sessionId });
          void navigate('/inbox');
        }}
      />
    </div>
  );
}
