import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlank } from '@parley/protocol';
import { SendIcon } from './icons';

interface Props {
  disabled: boolean;
  /** Desktop: Enter sends and Shift+Enter breaks the line. Phones keep Enter for new lines. */
  enterSends: boolean;
  onSend(text: string): void;
}

/** The textarea grows with its text up to this height, then scrolls. */
const MAX_HEIGHT_PX = 120;

export function Composer({ disabled, enterSends, onSend }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);

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
      <textarea
        ref={ref}
        className="pw-composer__input"
        rows={1}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
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
