/** Robot suggestions while the visitor types (W-TP1–W-TP4); the matched words are <mark>, never innerHTML. */
import { useTranslation } from '../i18n/useTranslation';
import type { RobotTip } from '@parley/protocol';
import { parseHighlight } from './highlight';

export function RobotTips({ tips, onPick }: { tips: RobotTip[]; onPick(tip: RobotTip): void }) {
  const { t } = useTranslation();
  if (tips.length === 0) return null;
  return (
    <ul className="pw-tips" aria-label={t('tips.label')}>
      {tips.map((tip) => (
        <li key={tip.docId}>
          <button type="button" className="pw-tips__item" onMouseDown={(e) => e.preventDefault()} onClick={() => onPick(tip)}>
            {parseHighlight(tip.highlight).map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
          </button>
        </li>
      ))}
    </ul>
  );
}
