import { useState } from 'react';
import { Button, Popover } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A small built-in set: the ones support chats actually use. */
const EMOJI = [
  '😀',
  '😊',
  '🙂',
  '😉',
  '😄',
  '😅',
  '😂',
  '🤗',
  '🤔',
  '😮',
  '😔',
  '😢',
  '🙏',
  '👍',
  '👌',
  '👏',
  '🙌',
  '💪',
  '👋',
  '✌️',
  '🤝',
  '❤️',
  '💙',
  '⭐',
  '✅',
  '❌',
  '⚠️',
  '❓',
  '💡',
  '🎉',
  '🔥',
  '🚀',
  '📦',
  '🚚',
  '💳',
  '📧',
  '📞',
  '⏰',
  '📅',
  '🔒',
];

export function EmojiPicker({ onPick, disabled }: { onPick(emoji: string): void; disabled?: boolean }) {
  const { t } = useTranslation('inbox');
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="topLeft"
      content={
        <div className="emoji-grid" role="listbox" aria-label={t('composer.emoji')}>
          {EMOJI.map((e) => (
            <button
              key={e}
              type="button"
              role="option"
              aria-selected={false}
              className="emoji"
              onClick={() => {
                onPick(e);
                setOpen(false);
              }}
            >
              {e}
            </button>
          ))}
        </div>
      }
    >
      <Button type="text" aria-label={t('composer.emoji')} icon={<SmileOutlined />} disabled={disabled} />
    </Popover>
  );
}
