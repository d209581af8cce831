/**
 * What the visitor sends besides typed text: files (W-UP1–W-UP6) and cards (W-UP10, W-MT8). No React, no DOM: the upload
 * itself comes in through `upload` (XMLHttpRequest in the page, a fake in tests). Rule ids refer to ./SPEC.md.
 */
import {
  ApiCode,
  MsgStatus,
  MsgType,
  UserStatus,
  localMessageId,
  type Envelope,
  type FromRequestAnswer,
  type FromRequestBody,
  type UploadAnswer,
} from '@parley/protocol';
import type { UploadRequest } from '../api/upload';
import type { VisitorApi } from '../api/visitor';
import type { FileSource } from '../media/outgoingFile';
import type { Store } from './store';
import type { Action, SessionState, UiMessage } from './types';

/** The page's uploader with the token already attached. */
export type SessionUpload = (req: Omit<UploadRequest, 'token'>) => Promise<Envelope<UploadAnswer>>;

export interface OutgoingDeps {
  api: Pick<VisitorApi, 'sendMsg' | 'fromRequest'>;
  store: Store<SessionState, Action>;
  upload?: SessionUpload;
  /** W-UP10: the product card of the page's URL, as goods card JSON, or null. */
  productCard?(): string | null;
  now(): number;
}

export interface FileMeta {
  fileName: string;
  msgType: number;
  /** A local object URL shown while an image uploads. */
  preview?: string;
}

/** A refusal carries no text: the visitor reads the widget's own words, never the server's English. */
export type FormOutcome = { ok: true; answer: FromRequestAnswer } | { ok: false };

/** W-UP1: the footer's upload buttons, only while talking to an agent, each behind its channel flag. */
export function uploadSources(state: SessionState): FileSource[] {
  const c = state.channel;
  if (!c || state.phase !== 'ready' || state.chatStatus === 0 || state.userStatus !== UserStatus.AGENT) return [];
  const out: FileSource[] = [];
  if (c.imageButtonFlag === 1) out.push('image');
  if (c.videoButtonFlag === 1) out.push('video');
  if (c.fileButtonFlag === 1) out.push('file');
  return out;
}

/** W-UP10: the chat just connected to an agent (W-AG1's announced connect; a resumed page shows no such notice). */
export const hasConnected = (state: SessionState) => state.messages.some((m) => m.notice?.kind === 'connected');

export function createOutgoing(deps: OutgoingDeps) {
  const { api, store, now } = deps;
  const state = () => store.getState();
  const dispatch = (a: Action) => store.dispatch(a);
  // W-UP6: a file kept until it is delivered, so a retry can upload it again.
  const files = new Map<string, Blob>();
  const canSend = (s = state()) => s.phase === 'ready' && s.chatStatus === 1 && s.userStatus === UserStatus.AGENT;

  async function deliver(m: UiMessage): Promise<boolean> {
    const id = m.id!;
    try {
      const res = await api.sendMsg({
        userId: state().userId,
        msgContent: m.msgContent,
        msgType: m.msgType,
        id,
        ...(m.fileName !== undefined ? { fileName: m.fileName } : {}),
        ...(m.size !== undefined ? { size: m.size } : {}),
      });
      if (res.code === ApiCode.OK) {
        files.delete(id);
        dispatch({ type: 'sendSucceeded', id, message: res.data });
        return true;
      }
    } catch {
      // W-SE4: failed below.
    }
    dispatch({ type: 'sendFailed', id });
    return false;
  }

  /** W-UP5: upload (unless an earlier try already did), then sendMsg with the link as msgContent. */
  async function transmit(id: string): Promise<boolean> {
    const m = state().messages.find((x) => x.id === id);
    const file = files.get(id);
    if (!m) return false;
    if (!m.upload?.url) {
      if (!file || !deps.upload) {
        dispatch({ type: 'sendFailed', id });
        return false;
      }
      try {
        const res = await deps.upload({
          file,
          fileName: m.fileName ?? 'file',
          userId: state().userId,
          onProgress: (progress) => dispatch({ type: 'fileProgress', id, progress }),
        });
        if (res.code !== ApiCode.OK) {
          dispatch({ type: 'sendFailed', id });
          return false;
        }
        dispatch({ type: 'fileUploaded', id, url: res.data.url });
      } catch {
        dispatch({ type: 'sendFailed', id });
        return false;
      }
    }
    const uploaded = state().messages.find((x) => x.id === id);
    return uploaded ? deliver(uploaded) : false;
  }

  async function sendFile(file: Blob, meta: FileMeta): Promise<boolean> {
    if (!canSend()) return false;
    const id = localMessageId('file', now());
    files.set(id, file);
    dispatch({
      type: 'fileStarted',
      id,
      msgType: meta.msgType,
      fileName: meta.fileName,
      size: file.size,
      ...(meta.preview ? { preview: meta.preview } : {}),
      now: now(),
    });
    return transmit(id);
  }

  async function sendCard(msgType: number, content: string): Promise<boolean> {
    if (!canSend()) return false;
    const id = localMessageId('message', now());
    dispatch({ type: 'cardStarted', id, msgType, content, now: now() });
    const m = state().messages.find((x) => x.id === id);
    return m ? deliver(m) : false;
  }

  /** W-SE5 for files and cards; false when the message is typed text, which the controller retries itself. */
  function retry(m: UiMessage): boolean {
    if (m.status !== MsgStatus.FAILED || !m.id) return false;
    if (m.upload) {
      dispatch({ type: 'fileRetried', id: m.id });
      void transmit(m.id);
      return true;
    }
    if (m.msgType === MsgType.TEXT || m.ask) return false;
    dispatch({ type: 'sendRetried', id: m.id });
    void deliver(m);
    return true;
  }

  // W-UP10: once per page, when the chat connects to an agent, the product of the URL goes first.
  let productSent = false;
  store.subscribe(() => {
    if (productSent || !deps.productCard || !hasConnected(state()) || !canSend()) return;
    productSent = true;
    const card = deps.productCard();
    // Outside the store's notification: a dispatch from inside a listener would re-enter it.
    if (card) queueMicrotask(() => void sendCard(MsgType.GOODS, card));
  });

  /** W-MT6: the in-chat form goes through the server (fromRequest), which forwards it only to allowed targets. */
  async function postForm(body: Omit<FromRequestBody, 'userId'>): Promise<FormOutcome> {
    try {
      const res = await api.fromRequest({ ...body, userId: state().userId });
      return res.code === ApiCode.OK ? { ok: true, answer: res.data } : { ok: false };
    } catch {
      return { ok: false };
    }
  }

  return { sendFile, sendCard, retry, postForm };
}
