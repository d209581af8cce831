import { useEffect, useMemo, useRef, useState, type ClipboardEvent } from 'react';
import { Button, Dropdown, Input, Segmented, Tooltip } from 'antd';
import {
  AppstoreAddOutlined,
  FormOutlined,
  LinkOutlined,
  PaperClipOutlined,
  ProfileOutlined,
  SendOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { MsgType, pastedFileName, type CardForm, type FormCard } from '@parley/protocol';
import { fetchCardForms } from '../api/fetchCardForms';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { reportTyping } from '../api/reportTyping';
import { useInbox } from '../hooks/useInbox';
import type { CardKindName } from '../model/cardForm';
import { createTypingReporter } from '../model/typingReporter';
import { CardFormModal } from './CardFormModal';
import { EmojiPicker } from './EmojiPicker';
import { PasteConfirmModal } from './PasteConfirmModal';
import { useTranslation } from 'react-i18next';

type Mode = 'reply' | 'note';

/**
 * Enter sends, Shift+Enter breaks the line. The draft is kept per conversation (the pane is keyed by it),
 * and "typing" goes to the visitor only for replies, never while writing an internal note.
 * Files (attach button, or pasted: a screenshot is confirmed first) follow the mode, so a note can carry one;
 * cards are for the visitor and only offered in reply mode. Dropping files on the thread is ConversationPane's.
 */
export function Composer({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('inbox');
  const { drafts, send, sendFile } = useInbox();
  const [text, setText] = useState(() => drafts.get(sessionId));
  const [mode, setMode] = useState<Mode>('reply');
  const [card, setCard] = useState<CardKindName | null>(null);
  // The workspace's card forms, read when the menu first opens (null until then, [] when it has none).
  const [forms, setForms] = useState<CardForm[] | null>(null);
  const [pasted, setPasted] = useState<{ blob: File; name: string } | null>(null);
  const picker = useRef<HTMLInputElement>(null);
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

  function paste(e: ClipboardEvent) {
    const file = e.clipboardData.files[0];
    // Text pastes as plain text (the textarea's own behaviour); a file or screenshot waits for confirmation.
    if (!file) return;
    e.preventDefault();
    const name = file.type.startsWith('image/') && /^image\.\w+$/.test(file.name) ? pastedFileName(file.type, new Date()) : file.name;
    setPasted({ blob: file, name });
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
            { value: 'reply', label: t('composer.reply') },
            { value: 'note', label: t('composer.note') },
          ]}
        />
        <span className="composer-hint">{note ? t('composer.noteHint') : t('composer.replyHint')}</span>
      </div>
      <Input.TextArea
        ref={input}
        aria-label={t('composer.message')}
        value={text}
        placeholder={note ? t('composer.notePlaceholder') : t('composer.replyPlaceholder')}
        autoSize={{ minRows: 2, maxRows: 8 }}
        variant="borderless"
        onChange={(e) => change(e.target.value)}
        onPaste={paste}
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
        <Tooltip title={t('composer.attachTip')}>
          <Button type="text" aria-label={t('composer.attach')} icon={<PaperClipOutlined />} onClick={() => picker.current?.click()} />
        </Tooltip>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          data-testid="attach-input"
          onChange={(e) => {
            for (const f of Array.from(e.target.files ?? [])) sendFile(sessionId, f, note);
            e.target.value = '';
          }}
        />
        {!note && (
          <Dropdown
            trigger={['click']}
            onOpenChange={(open) => {
              if (open && forms === null) fetchCardForms().then(setForms, () => setForms([]));
            }}
            menu={{
              items: [
                { key: 'goods', icon: <ShoppingOutlined />, label: t('composer.goodsCard') },
                { key: 'order', icon: <ProfileOutlined />, label: t('composer.orderCard') },
                { key: 'link', icon: <LinkOutlined />, label: t('composer.linkCard') },
                ...(forms?.length
                  ? [
                      { type: 'divider' as const },
                      {
                        type: 'group' as const,
                        label: t('composer.cardForms'),
                        children: forms.map((f) => ({ key: `form:${f.templateId}`, icon: <FormOutlined />, label: f.name })),
                      },
                    ]
                  : []),
              ],
              onClick: ({ key }) => {
                const form = forms?.find((f) => `form:${f.templateId}` === key);
                if (!form) return setCard(key as CardKindName);
                // A card form goes as it is: the visitor fills it in on its own page (/formData).
                const content: FormCard = { templateId: form.templateId, title: form.name };
                send(sessionId, JSON.stringify(content), false, MsgType.CARD);
              },
            }}
          >
            <Button type="text" icon={<AppstoreAddOutlined />}>
              <span className="action-label">{t('composer.sendCard')}</span>
            </Button>
          </Dropdown>
        )}
        <span className="shell-spacer" />
        <Button type="primary" icon={<SendOutlined />} disabled={!text.trim()} onClick={submit}>
          {note ? t('composer.addNote') : t('composer.send')}
        </Button>
      </div>
      <CardFormModal kind={card} onClose={() => setCard(null)} onSend={(msgType, content) => send(sessionId, content, false, msgType)} />
      <PasteConfirmModal
        file={pasted}
        onCancel={() => setPasted(null)}
        onSend={() => {
          if (pasted) sendFile(sessionId, pasted.blob, note, pasted.name);
          setPasted(null);
          input.current?.focus();
        }}
      />
    </div>
  );
}
