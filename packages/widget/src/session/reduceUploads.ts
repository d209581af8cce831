/** The file and card messages' part of the machine (W-UP5, W-UP6, W-UP10 in ./SPEC.md): a pure sub-reducer that reduce.ts delegates to. */
import { MsgStatus, SenderType } from '@parley/protocol';
import { mergeMessages } from './messages';
import type { SessionState, UiMessage } from './types';

export type UploadAction =
  | { type: 'fileStarted'; id: string; msgType: number; fileName: string; size: number; preview?: string; now: number }
  | { type: 'fileProgress'; id: string; progress: number }
  | { type: 'fileUploaded'; id: string; url: string }
  | { type: 'fileRetried'; id: string }
  /** A card or form reply the visitor sends (W-MT8, W-UP10): shown at once as loading, like typed text (W-SE2). */
  | { type: 'cardStarted'; id: string; msgType: number; content: string; now: number };

const update = (state: SessionState, id: string, fn: (m: UiMessage) => UiMessage): SessionState => ({
  ...state,
  messages: state.messages.map((m) => (m.id === id ? fn(m) : m)),
});

export function reduceUpload(state: SessionState, action: UploadAction): SessionState {
  switch (action.type) {
    case 'fileStarted': {
      // W-UP5: the file shows at once, loading, with its progress; msgContent becomes its link once uploaded.
      const local: UiMessage = {
        key: action.id,
        id: action.id,
        msgContent: '',
        msgType: action.msgType,
        senderType: SenderType.VISITOR,
        fileName: action.fileName,
        size: action.size,
        msgTime: action.now,
        status: MsgStatus.LOADING,
        upload: { progress: 0, ...(action.preview ? { preview: action.preview } : {}) },
      };
      return { ...state, messages: mergeMessages(state.messages, [local], 'append') };
    }
    case 'cardStarted': {
      const local: UiMessage = {
        key: action.id,
        id: action.id,
        msgContent: action.content,
        msgType: action.msgType,
        senderType: SenderType.VISITOR,
        msgTime: action.now,
        status: MsgStatus.LOADING,
      };
      return { ...state, messages: mergeMessages(state.messages, [local], 'append') };
    }
    case 'fileProgress':
      return update(state, action.id, (m) =>
        m.upload && m.upload.progress < action.progress ? { ...m, upload: { ...m.upload, progress: action.progress } } : m,
      );
    case 'fileUploaded':
      return update(state, action.id, (m) => ({ ...m, msgContent: action.url, upload: { ...m.upload, progress: 100, url: action.url } }));
    case 'fileRetried':
      // W-UP6: a retry uploads again only when the first upload never finished.
      return update(state, action.id, (m) => ({
        ...m,
        status: MsgStatus.LOADING,
        upload: m.upload?.url ? m.upload : { ...m.upload, progress: 0 },
      }));
  }
}
