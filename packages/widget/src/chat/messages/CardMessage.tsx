/** msgType 3 from an agent (W-MT5): a card-form link, a link card or a product card; anything else is text. */
import { useTranslation } from '../../i18n/useTranslation';
import { currentLocale } from '../../i18n';
import { readCard3 } from '../../media/cards';
import type { UiMessage } from '../../session/types';
import { useChat } from '../chatContext';
import { RichText } from '../RichText';
import { CardFrame } from './CardFrame';
import { GoodsCardView } from './GoodsMessage';
import { LinkCardView } from './LinkMessage';

export default function CardMessage({ message: m }: { message: UiMessage }) {
  const { t } = useTranslation();
  const { channel, channelId } = useChat();
  const card = readCard3(m.msgContent, { tenantId: channel.tenantId, channelId, locale: currentLocale() });
  if (!card) return <RichText text={m.msgContent} />;
  if (card.kind === 'goods') return <GoodsCardView card={card.card} />;
  if (card.kind === 'link') return <LinkCardView card={card.card} />;
  return (
    <CardFrame href={card.href} action={t('media.openForm')}>
      <span className="pw-card__kicker">{t('media.form')}</span>
      <span className="pw-card__title">{card.title || t('media.formUntitled')}</span>
    </CardFrame>
  );
}
