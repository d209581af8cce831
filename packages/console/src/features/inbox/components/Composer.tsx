import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Segmented } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { reportTyping } from '../api/reportTyping';
import { useInbox } from '../hooks/useInbox';
import { createTypingReporter } from '../model/typingReporter';
import { EmojiPicker } from './EmojiPicker';

type Mode = 'reply' | 'note';

/**
 * Enter sends, Shift+Enter breaks the line. The draft is kept per conversation (the pane is keyed by it),
 * and "typing" goes to the visitor only for replies, never while writing an internal note.
 */
export function Composer({ sessionId }: { sessionId: number }) {
  const { drafts, send } = useInbox();
  const [text, setText] = useState(() => drafts.get(sessionId));
  const [mode, setMode] = useState<Mode>('reply');
  const input = useRef<TextAreaRef>(null);
  const typing = useMemo(
    () =>
      createTypingReporter((t) => reportTyping(sessionId, t), {
        now: () => Date.now(),
        setTimeout: (f, ms) => window.setTimeout(f, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      }),
    [sessionId],
  );
  useEffect(() => () => typing.stop(), [typing]);
  useEffect(() => input.current?.focus(), [sessionId]);

  function change(next: string) {
    setText(next);
    drafts.set(sessionId, next);
    if (mode === 'reply') typing.input(next);
  }

  function submit() {
    const body = text.trim();
    if (!body) return;
    send(sessionId, body, mode === 'note');
    typing.stop();
    setText('');
    drafts.set(sessionId, '');
  }

  const note = mode === 'note';
  return (
    <div className={`composer${note ? ' note' : ''}`}>
      <div className="composer-top">
        <Segmented<Mode>
          size="small"
          value={mode}
          onChange={(m) => {
            setMode(m);
            if (m === 'note') typing.stop();
          }}
          options={[
            { value: 'reply', label: 'Reply' },
            { value: 'note', label: 'Internal note' },
          ]}
        />
        <span className="composer-hint">{note ? 'Only agents see notes' : 'Enter to send · Shift+Enter for a new line'}</span>
      </div>
      <Input.TextArea
        ref={input}
        aria-label="Message"
        value={text}
        placeholder={note ? 'Write a note for your team…' : 'Write a reply…'}
        autoSize={{ minRows: 2, maxRows: 8 }}
        variant="borderless"
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          // IME composition uses Enter to confirm a candidate; that Enter must not send.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          }
        }}
      />
      <div className="composer-bar">
        <EmojiPicker
          onPick={(emoji) => {
            const el = input.current?.resizableTextArea?.textArea;
            const at = el?.selectionStart ?? text.length;
            change(text.slice(0, at) + emoji + text.slice(el?.selectionEnd ?? at));
            input.current?.focus();
          }}
        />
        <span className="shell-spacer" />
        <Button type="primary" icon={<SendOutlined />} disabled={!text.trim()} onClick={submit}>
          {note ? 'Add note' : 'Send'}
        </Button>
      </div>
    </div>
  );
}
