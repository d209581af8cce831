/** msgType 7 (W-MT4): a product, read with the protocol's goods card shape; unreadable JSON shows as text. */
import { useTranslation } from '../../i18n/useTranslation';
import { MsgType, type GoodsCard } from '@parley/protocol';
import { parseCardMessage } from '../../media/cards';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';
import { CardFrame } from './CardFrame';

export function GoodsCardView({ card }: { card: GoodsCard }) {
  const { t } = useTranslation();
  return (
    <CardFrame img={card.imgUrl} href={card.fromUrl} action={t('media.viewProduct')}>
      <span className="pw-card__title">{card.title}</span>
      {card.describe && <span className="pw-card__desc">{card.describe}</span>}
      {card.label && <span className="pw-card__label">{card.label}</span>}
    </CardFrame>
  );
}

export default function GoodsMessage({ message: m }: { message: UiMessage }) {
  const parsed = parseCardMessage(m.msgType, m.msgContent);
  if (parsed?.msgType !== MsgType.GOODS) return <RichText text={m.msgContent} />;
  return <GoodsCardView card={parsed.card} />;
}
