/** msgType 9 (W-MT4): a rich link with its image on top, the host named on the action. */
import { useTranslation } from '../../i18n/useTranslation';
import { MsgType, type LinkCard } from '@parley/protocol';
import { parseCardMessage } from '../../media/cards';
import type { UiMessage } from '../../session/types';
import { RichText } from '../RichText';
import { CardFrame } from './CardFrame';

function hostOf(url: string): string {
  try {
    return /^https?:/i.test(url) ? new URL(url).host : '';
  } catch {
    return '';
  }
}

export function LinkCardView({ card }: { card: LinkCard }) {
  const { t } = useTranslation();
  const host = hostOf(card.linkUrl);
  return (
    <CardFrame img={card.imgUrl} href={card.linkUrl} action={host ? t('media.openHost', { host }) : t('media.openLink')} layout="top">
      {card.linkType && <span className="pw-card__kicker">{card.linkType}</span>}
      <span className="pw-card__title">{card.title}</span>
      {card.subTitle && <span className="pw-card__sub">{card.subTitle}</span>}
      {card.describe && <span className="pw-card__desc">{card.describe}</span>}
    </CardFrame>
  );
}

export default function LinkMessage({ message: m }: { message: UiMessage }) {
  const parsed = parseCardMessage(m.msgType, m.msgContent);
  if (parsed?.msgType !== MsgType.RICH_LINK) return <RichText text={m.msgContent} />;
  return <LinkCardView card={parsed.card} />;
}
