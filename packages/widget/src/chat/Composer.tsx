import {
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEventHandler,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { isBlank } from '@parley/protocol';
import { SendIcon } from '../ui/icons';

/** What the screen may do to the draft: clear it (a tip was chosen) or insert at the caret (emoji). */
export interface ComposerHandle {
  clear(): void;
  insert(text: string): void;
}

interface Props {
  ref?: Ref<ComposerHandle>;
  disabled: boolean;
  /** The draft as it changes (robot tips, typing report). */
  onDraft?(text: string): void;
  /** Buttons left of the input (the emoji toggle at status 2). */
  tools?: ReactNode;
  /** Desktop: Enter sends and Shift+Enter breaks the line. Phones keep Enter for new lines. */
  enterSends: boolean;
  onSend(text: string): void;
  /** W-UP7: pasted files are taken out; text stays the textarea's own plain-text paste (W-UP9). */
  onPaste?: ClipboardEventHandler<HTMLTextAreaElement>;
}

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 120;

export function Composer({ ref: handleRef, disabled, onDraft, tools, enterSends, onSend, onPaste }: Props) {
  const { t } = useTranslation();
  const [text, setTextState] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const setText = (next: string) => {
    setTextState(next);
    onDraft?.(next);
  };

  useImperativeHandle(handleRef, () => ({
    clear: () => setText(''),
    insert(piece: string) {
      const el = ref.current;
      const start = el?.selectionStart ?? text.length;
      const end = el?.selectionEnd ?? text.length;
      setText(text.slice(0, start) + piece + text.slice(end));
      // Put the caret after the inserted piece once React has written the value.
      requestAnimationFrame(() => {
        el?.focus();
        el?.setSelectionRange(start + piece.length, start + piece.length);
      });
    },
  }));

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const blank = isBlank(text);
  const submit = () => {
    if (blank || disabled) return;
    onSend(text);
    setText('');
    ref.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME's Enter confirms a composition (Chinese, Japanese input); it must not send.
    if (enterSends && e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="pw-composer"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {tools}
      <textarea
        ref={ref}
        className="pw-composer__input"
        rows={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        placeholder={t('composer.placeholder')}
        aria-label={t('composer.label')}
        disabled={disabled}
        maxLength={10_000}
        enterKeyHint={enterSends ? 'send' : 'enter'}
      />
      <button
        type="submit"
        className="pw-send"
        aria-label={t('composer.send')}
        disabled={blank || disabled}
        // Keeps the phone keyboard open: the textarea keeps focus when the button is pressed.
        onMouseDown={(e) => e.preventDefault()}
      >
        <SendIcon width={20} height={20} />
      </button>
    </form>
  );
}
