/** msgType 8 (W-MT4): an order with its status, number and time. */
import { useTranslation } from '../../i18n/useTranslation';
import { MsgType } from '@parley/protocol';
import { parseCardMessage } from '../../media/cards';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';
import { CardFrame } from './CardFrame';

export default function OrderMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const parsed = parseCardMessage(m.msgType, m.msgContent);
  if (parsed?.msgType !== MsgType.ORDER) return <RichText text={m.msgContent} />;
  const c = parsed.card;
  return (
    <CardFrame img={c.imgUrl} href={c.fromUrl} action={t('media.viewOrder')}>
      <span className="pw-card__kicker">
        {t('media.order')}
        {c.orderStatus && <span className="pw-card__badge">{c.orderStatus}</span>}
      </span>
      <span className="pw-card__title">{c.title}</span>
      {c.describe && <span className="pw-card__desc">{c.describe}</span>}
      {(c.orderCode || c.orderTime) && (
        <dl className="pw-card__facts">
          {c.orderCode && (
            <div>
              <dt>{t('media.orderNo')}</dt>
              <dd>{c.orderCode}</dd>
            </div>
          )}
          {c.orderTime && (
            <div>
              <dt>{t('media.orderTime')}</dt>
              <dd>{c.orderTime}</dd>
            </div>
          )}
        </dl>
      )}
    </CardFrame>
  );
}
