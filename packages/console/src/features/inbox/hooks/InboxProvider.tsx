import { useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { App as AntApp } from 'antd';
import { useNavigate } from 'react-router';
import { MsgType, SenderType, localMessageId, type AgentProfile, type AgentStreamEvent } from '@parley/protocol';
import { subscribeAgentStream } from '../../../shared/agentStream';
import { failureText } from '../../../shared/api';
import { fetchMessages } from '../../../shared/conversation/fetchMessages';
import { beep } from '../../../shared/notify/beep';
import { showDesktopNotification } from '../../../shared/notify/desktopNotification';
import { isSoundOn } from '../../../shared/preferences';
import { acceptVisitor } from '../api/acceptVisitor';
import { fetchMyConversations } from '../api/fetchMyConversations';
import { fetchQueue } from '../api/fetchQueue';
import { markRead } from '../api/markRead';
import { recallMessage } from '../api/recallMessage';
import { sendMessage } from '../api/sendMessage';
import { uploadFile } from '../api/uploadFile';
import { createDraftStore } from '../model/drafts';
import { inboxReducer } from '../model/inboxReducer';
import { initialInboxState, type InboxState } from '../model/inboxState';
import { alertForEvent, arrivalAlert, newArrivals, type InboxAlert } from '../model/notifications';
import { checkOutgoingFile } from '../model/outgoingFile';
import { oldestMsgId, type PendingMessage } from '../model/thread';
import { attentionCount, titleWithBadge } from '../model/unread';
import { InboxContext, type InboxApi } from './inboxContext';

const BASE_TITLE = 'Parley Console';

/** Owns the inbox state for the whole signed-in session: stream, refetches, sends, alerts, title badge, read receipts. */
export function InboxProvider({ me, children }: { me: AgentProfile; children: ReactNode }) {
  const { message } = AntApp.useApp();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(inboxReducer, me.agentId, initialInboxState);
  const stateRef = useRef<InboxState>(state);
  stateRef.current = state;
  const drafts = useMemo(() => createDraftStore(safeLocalStorage(), `parley.console.drafts.${me.agentId}`), [me.agentId]);
  const queueSeen = useRef(false);

  const alert = useCallback(
    (a: InboxAlert) => {
      if (isSoundOn()) beep();
      showDesktopNotification(
        a.title,
        a.body,
        a.sessionId === null ? 'queue' : `s${a.sessionId}`,
        () => void navigate(a.sessionId === null ? '/inbox?tab=queue' : `/inbox/${a.sessionId}`),
      );
    },
    [navigate],
  );

  const loadQueue = useCallback(async () => {
    const queue = await fetchQueue();
    // The first load is what was already waiting: only later arrivals ring.
    if (queueSeen.current) for (const q of newArrivals(stateRef.current.queue, queue)) alert(arrivalAlert(q));
    queueSeen.current = true;
    dispatch({ type: 'queueLoaded', queue });
  }, [alert]);

  const refresh = useCallback(() => {
    loadQueue().catch(() => undefined);
    fetchMyConversations().then(
      (conversations) => dispatch({ type: 'mineLoaded', conversations }),
      () => undefined,
    );
    // Messages that came while the stream was down: the open thread's newest page fills the gap.
    const open = stateRef.current.selectedId;
    if (open !== null && stateRef.current.threads[open]?.loaded)
      fetchMessages(open).then(
        (page) => dispatch({ type: 'threadLoaded', sessionId: open, older: false, ...page }),
        () => undefined,
      );
  }, [loadQueue]);

  useEffect(() => {
    let queueTimer: ReturnType<typeof setTimeout> | null = null;
    const onEvent = (e: AgentStreamEvent) => {
      const a = alertForEvent(stateRef.current, e, document.hidden);
      if (a) alert(a);
      if (e.type === 'queueChanged') {
        // Bursts of queue changes (a seat frees, every position moves) cost one refetch.
        if (queueTimer) clearTimeout(queueTimer);
        queueTimer = setTimeout(() => void loadQueue().catch(() => undefined), 150);
      }
      dispatch({ type: 'stream', event: e });
    };
    const unsubscribe = subscribeAgentStream({ onEvent, onOpen: refresh });
    return () => {
      unsubscribe();
      if (queueTimer) clearTimeout(queueTimer);
    };
  }, [alert, loadQueue, refresh]);

  useEffect(() => {
    const update = () => dispatch({ type: 'focusChanged', focused: !document.hidden });
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  const badge = attentionCount(state.mine, state.queue.length);
  useEffect(() => {
    document.title = titleWithBadge(BASE_TITLE, badge);
  }, [badge]);
  useEffect(() => () => void (document.title = BASE_TITLE), []);

  // Read receipts: when the open conversation shows a newer visitor message, tell the server once.
  const readSent = useRef(new Map<number, number>());
  const selected = state.selectedId;
  const selectedThread = selected === null ? undefined : state.threads[selected];
  useEffect(() => {
    if (selected === null || !selectedThread?.loaded || !state.focused) return;
    const lastVisitor = selectedThread.messages.findLast((m) => m.senderType === SenderType.VISITOR);
    if (!lastVisitor || (readSent.current.get(selected) ?? 0) >= lastVisitor.msgId) return;
    readSent.current.set(selected, lastVisitor.msgId);
    markRead(selected, lastVisitor.msgId);
  }, [selected, selectedThread, state.focused]);

  // The operations never change identity (they read state through the ref), so effects can depend on them.
  const ops = useMemo<Omit<InboxApi, 'state'>>(() => {
    /** Uploads first when the file is not stored yet (a retry after a failed send only re-sends), then sends. */
    const deliver = async (sessionId: number, p: PendingMessage) => {
      const { clientId } = p;
      try {
        let msgContent = p.msgContent;
        if (p.upload && !msgContent) {
          const stored = await uploadFile(sessionId, p.upload.file, p.upload.fileName, (progress) =>
            dispatch({ type: 'uploadProgressed', sessionId, clientId, progress }),
          );
          msgContent = stored.url;
          dispatch({ type: 'uploadProgressed', sessionId, clientId, progress: 1, url: stored.url });
        }
        const file = p.upload ? { fileName: p.upload.fileName, size: p.upload.size } : {};
        const m = await sendMessage(sessionId, { msgContent, msgType: p.msgType, clientId, inside: p.inside, ...file });
        dispatch({ type: 'sendSucceeded', sessionId, clientId, message: m });
        if (p.upload?.previewUrl) URL.revokeObjectURL(p.upload.previewUrl);
      } catch (e) {
        dispatch({ type: 'sendFailed', sessionId, clientId });
        if (p.upload) void message.error(failureText(e));
      }
    };
    return {
      me,
      dispatch,
      drafts,
      refresh,
      async accept(sessionId) {
        try {
          dispatch({ type: 'conversationLoaded', conversation: await acceptVisitor(sessionId) });
          void navigate(`/inbox/${sessionId}`);
        } catch (e) {
          void message.error(failureText(e));
          void loadQueue().catch(() => undefined);
        }
      },
      async loadThread(sessionId, older = false) {
        const thread = stateRef.current.threads[sessionId];
        const before = older && thread ? oldestMsgId(thread) : undefined;
        try {
          const page = await fetchMessages(sessionId, before);
          dispatch({ type: 'threadLoaded', sessionId, older, ...page });
        } catch (e) {
          void message.error(failureText(e));
        }
      },
      send(sessionId, text, inside, msgType = MsgType.TEXT) {
        const pending: PendingMessage = {
          clientId: localMessageId('message'),
          msgContent: text,
          msgType,
          inside,
          msgTime: Date.now(),
          status: 'sending',
        };
        dispatch({ type: 'sendStarted', sessionId, pending });
        void deliver(sessionId, pending);
      },
      sendFile(sessionId, file, inside, fileName = file.name) {
        const check = checkOutgoingFile({ name: fileName, size: file.size });
        if (!check.ok) {
          void message.error(check.message);
          return;
        }
        const media = check.msgType === MsgType.IMAGE || check.msgType === MsgType.VIDEO || check.msgType === MsgType.AUDIO;
        const pending: PendingMessage = {
          clientId: localMessageId('file'),
          msgContent: '',
          msgType: check.msgType,
          inside,
          msgTime: Date.now(),
          status: 'sending',
          upload: { file, fileName, size: file.size, progress: 0, ...(media ? { previewUrl: URL.createObjectURL(file) } : {}) },
        };
        dispatch({ type: 'sendStarted', sessionId, pending });
        void deliver(sessionId, pending);
      },
      retry(sessionId, clientId) {
        const p = stateRef.current.threads[sessionId]?.pending.find((x) => x.clientId === clientId);
        if (!p) return;
        dispatch({ type: 'sendRetried', sessionId, clientId });
        void deliver(sessionId, p);
      },
      async recall(sessionId, msgId) {
        try {
          await recallMessage(msgId);
          dispatch({ type: 'recalled', sessionId, msgId });
        } catch (e) {
          void message.error(failureText(e));
        }
      },
    };
  }, [me, drafts, refresh, navigate, message, loadQueue]);
  const api = useMemo<InboxApi>(() => ({ ...ops, state }), [ops, state]);

  return <InboxContext.Provider value={api}>{children}</InboxContext.Provider>;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
