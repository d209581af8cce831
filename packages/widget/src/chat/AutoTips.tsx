/**
 * Proactive tips (W-AT1–W-AT4): the channel's autoTip cards above the composer, each shown when its rule says (on entry,
 * after the visitor has been idle, on a matching page) until answered or dismissed. Its own chunk: the first
 * screen does not carry it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { MenuItem } from '@parley/protocol';
import { nextIdleAt, readAutoTips, tipsDue } from '../session/autoTips';
import { CloseIcon } from '../ui/icons';
import './autoTips.css';

interface Props {
  /** The channel's autoTip JSON text. */
  tips: string;
  /** Changes whenever the conversation moves: the idle clock starts again. */
  activity: number;
  /** The page the chat is on (the embedding page when embedded). */
  pageUrl: string;
  onPick(item: MenuItem): void;
}

export default function AutoTips({ tips: json, activity, pageUrl, onPick }: Props) {
  const { t } = useTranslation();
  const tips = useMemo(() => readAutoTips(json), [json]);
  const [idle, setIdle] = useState(0);
  const [gone, setGone] = useState<ReadonlySet<string>>(new Set());

  // W-AT3: the conversation moved: idle from zero again, and wake up when the next idle tip is due.
  useEffect(() => {
    setIdle(0);
    const at = nextIdleAt(tips, 0);
    if (at === undefined) return;
    const timer = setTimeout(() => setIdle(at), at * 1000);
    return () => clearTimeout(timer);
  }, [tips, activity]);

  const shown = tipsDue(tips, pageUrl, idle).filter((tip) => !gone.has(tip.key));
  if (shown.length === 0) return null;
  const hide = (key: string) => setGone((old) => new Set([...old, key]));

  return (
    <ul className="pw-autotips" aria-label={t('tips.proactive')}>
      {shown.map((tip) => (
        <li key={tip.key} className="pw-autotip">
          <p className="pw-autotip__text">{tip.text}</p>
          <button type="button" className="pw-icon-btn pw-autotip__close" aria-label={t('tips.dismiss')} onClick={() => hide(tip.key)}>
            <CloseIcon width={16} height={16} />
          </button>
          {tip.buttons.length > 0 && (
            <div className="pw-chips pw-autotip__buttons">
              {tip.buttons.map((b, i) => (
                <button
                  key={`${b.menuName}-${i}`}
                  type="button"
                  className="pw-chip"
                  onClick={() => {
                    hide(tip.key);
                    onPick(b);
                  }}
                >
                  {b.menuName}
                </button>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
