/** The emoji panel of the footer menu (§2), shown while talking to an agent; a chosen emoji goes in at the caret. */
import { useTranslation } from '../i18n/useTranslation';
import { EMOJI } from './emoji';

export default function EmojiPanel({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation();
  return (
    <div className="pw-emoji" role="group" aria-label={t('emoji.label')}>
      {EMOJI.map((e) => (
        <button
          key={e}
          type="button"
          className="pw-emoji__item"
          // Keeps the caret where it was: the textarea does not lose focus.
          onMouseDown={(ev) => ev.preventDefault()}
          onClick={() => onPick(e)}
          aria-label={e}
        >
          {e}
        </button>
      ))}
    </div>
  );
}
